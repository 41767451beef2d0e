import { useState } from 'react';
import { Percent, Plus } from 'lucide-react';
import type { TaxRate } from '@shopwright/shared/tax';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { Td } from '../../../components/ui/table';
import { DeleteRowAction, EditRowAction, RowActions, TableCard } from '../../../components/ui/table-card';
import { useTaxCategories, useZones } from '../../../lib/tax-lookups';
import { useDeleteTaxRate, useTaxRates } from '../api/taxes';
import { RateDialog } from './rate-dialog';
import { periodText, rateState } from './rate-form-values';

const STATE_BADGE = {
  current: { tone: 'success', text: 'In force' },
  upcoming: { tone: 'brand', text: 'Upcoming' },
  ended: { tone: 'neutral', text: 'Ended' },
} as const;
const COLUMNS = [
  { label: 'Rate' },
  { label: 'Zone', className: 'hidden sm:table-cell' },
  { label: 'Category', className: 'hidden sm:table-cell' },
  { label: 'In force', className: 'hidden md:table-cell' },
];

/** The rates per zone and category with the days they are in force: add, edit, delete. */
export function TaxRatesCard() {
  const rates = useTaxRates();
  const zones = useZones();
  const categories = useTaxCategories();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  const zoneName = (code: string) => zones.data?.find((z) => z.code === code)?.name ?? code;
  const categoryName = (code: string) => categories.data?.find((c) => c.code === code)?.name ?? code;
  const rateText = (r: TaxRate) => `${r.name} ${r.rate}% in ${zoneName(r.zone)}`;
  const today = new Date().toISOString().slice(0, 10);
  const rows =
    rates.data && [...rates.data].sort((a, b) => zoneName(a.zone).localeCompare(zoneName(b.zone)) || a.category.localeCompare(b.category));
  return (
    <TableCard
      title="Tax rates"
      actions={
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add rate
        </Button>
      }
      intro="The rate charged for a category in a zone, on the days it is in force. Where no zone has a rate for a category, it is not taxed."
      columns={COLUMNS}
      query={rates}
      rows={rows}
      empty={<EmptyState icon={Percent} message="No tax rates yet: nothing is taxed." />}
      remove={{
        target: rateText,
        description: 'Orders already placed keep the tax they were charged; new orders in the zone are no longer taxed at this rate.',
        confirmLabel: 'Delete rate',
        pending: remove.isPending,
        run: (r, handlers) => remove.mutate(r.id, handlers),
        done: () => 'Tax rate deleted.',
      }}
      after={<RateDialog rate={editing} onClose={() => setEditing(null)} />}
    >
      {(r, askDelete) => {
        const state = STATE_BADGE[rateState(r, today)];
        return (
          <tr key={r.id} className="hover:bg-surface">
            <Td>
              <span className="font-medium tabular-nums">{r.rate}%</span> <span className="text-muted">{r.name}</span>
              <span className="mt-1 block text-xs text-muted sm:hidden">
                {zoneName(r.zone)} · {categoryName(r.category)}
              </span>
              <span className="mt-1 block text-xs text-muted md:hidden">{periodText(r)}</span>
            </Td>
            <Td className="hidden sm:table-cell">{zoneName(r.zone)}</Td>
            <Td className="hidden sm:table-cell">{categoryName(r.category)}</Td>
            <Td className="hidden md:table-cell">
              <span className="mr-2">{periodText(r)}</span>
              <Badge tone={state.tone}>{state.text}</Badge>
            </Td>
            <RowActions>
              <EditRowAction label={`Edit ${rateText(r)}`} onClick={() => setEditing(r)} />
              <DeleteRowAction label={`Delete ${rateText(r)}`} onClick={() => askDelete(r)} />
            </RowActions>
          </tr>
        );
      }}
    </TableCard>
  );
}

import { useState } from 'react';
import { Pencil, Percent, Plus, Trash2 } from 'lucide-react';
import type { TaxRate } from '@shopwright/shared/tax';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useTaxCategories, useZones } from '../../../lib/tax-lookups';
import { useDeleteTaxRate, useTaxRates } from '../api/taxes';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { RateDialog } from './rate-dialog';
import { periodText, rateState } from './rate-form-values';

const STATE_BADGE = {
  current: { tone: 'success', text: 'In force' },
  upcoming: { tone: 'brand', text: 'Upcoming' },
  ended: { tone: 'neutral', text: 'Ended' },
} as const;

/** The rates per zone and category with the days they are in force: add, edit, delete. */
export function TaxRatesCard() {
  const rates = useTaxRates();
  const zones = useZones();
  const categories = useTaxCategories();
  const remove = useDeleteTaxRate();
  const [editing, setEditing] = useState<TaxRate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const zoneName = (code: string) => zones.data?.find((z) => z.code === code)?.name ?? code;
  const categoryName = (code: string) => categories.data?.find((c) => c.code === code)?.name ?? code;
  const today = new Date().toISOString().slice(0, 10);
  const rows =
    rates.data && [...rates.data].sort((a, b) => zoneName(a.zone).localeCompare(zoneName(b.zone)) || a.category.localeCompare(b.category));
  return (
    <Card
      title="Tax rates"
      actions={
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setEditing('new')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add rate
        </Button>
      }
    >
      <p className="-mt-1 mb-3 text-sm text-muted">
        The rate charged for a category in a zone, on the days it is in force. Where no zone has a rate for a category, it is not taxed.
      </p>
      <Table label="Tax rates">
        <thead>
          <tr>
            <Th>Rate</Th>
            <Th className="hidden sm:table-cell">Zone</Th>
            <Th className="hidden sm:table-cell">Category</Th>
            <Th className="hidden md:table-cell">In force</Th>
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={5}
            skeletonRows={2}
            rows={rows}
            loading={rates.isPending}
            error={rates.error}
            onRetry={() => void rates.refetch()}
            empty={<EmptyState icon={Percent} message="No tax rates yet: nothing is taxed." />}
          >
            {(r) => {
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
                  <Td className="whitespace-nowrap text-right">
                    <div className="-my-2 flex justify-end">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="min-h-11 min-w-11 px-2"
                        aria-label={`Edit ${r.name} ${r.rate}% in ${zoneName(r.zone)}`}
                        onClick={() => setEditing(r)}
                      >
                        <Pencil className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="min-h-11 min-w-11 px-2 text-red-600"
                        aria-label={`Delete ${r.name} ${r.rate}% in ${zoneName(r.zone)}`}
                        onClick={() => setDeleting(r)}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </Button>
                    </div>
                  </Td>
                </tr>
              );
            }}
          </TableRows>
        </tbody>
      </Table>
      <RateDialog rate={editing} onClose={() => setEditing(null)} />
      <DeleteConfirm
        target={deleting && `${deleting.name} ${deleting.rate}% in ${zoneName(deleting.zone)}`}
        description="Orders already placed keep the tax they were charged; new orders in the zone are no longer taxed at this rate."
        confirmLabel="Delete rate"
        pending={remove.isPending}
        run={(handlers) => deleting && remove.mutate(deleting.id, handlers)}
        done="Tax rate deleted."
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

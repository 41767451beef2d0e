import { useState } from 'react';
import { Link } from 'react-router';
import { MapPinned, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Zone } from '@shopwright/shared/tax';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useZones } from '../../../lib/tax-lookups';
import { useDeleteZone } from '../api/taxes';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { memberLabel } from './zone-form-values';

const SHOWN_MEMBERS = 3;

/** The members in words, the first few and how many more. */
function membersText(zone: Zone): string {
  const shown = zone.members.slice(0, SHOWN_MEMBERS).map(memberLabel).join('; ');
  const more = zone.members.length - SHOWN_MEMBERS;
  return more > 0 ? `${shown}; and ${more} more` : shown;
}

/** The zones rates and shipping methods apply to: each a set of countries, regions and postcodes. */
export function ZonesCard() {
  const zones = useZones();
  const remove = useDeleteZone();
  const [deleting, setDeleting] = useState<Zone | null>(null);
  return (
    <Card
      title="Zones"
      actions={
        <Link to="/settings/taxes/zones/new" className={buttonClass('secondary', 'sm', 'min-h-11')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add zone
        </Link>
      }
    >
      <p className="-mt-1 mb-3 text-sm text-muted">
        Places the shop taxes and ships to. An address gets the rate of the most specific zone it is in: postcode before region before
        country.
      </p>
      <Table label="Zones">
        <thead>
          <tr>
            <Th>Zone</Th>
            <Th className="hidden md:table-cell">Members</Th>
            <Th className="hidden text-right sm:table-cell">Priority</Th>
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={4}
            skeletonRows={2}
            rows={zones.data}
            loading={zones.isPending}
            error={zones.error}
            onRetry={() => void zones.refetch()}
            empty={<EmptyState icon={MapPinned} message="No zones yet. Add the first one." />}
          >
            {(zone) => (
              <tr key={zone.code} className="hover:bg-surface">
                <Td>
                  <Link to={`/settings/taxes/zones/${zone.code}`} className="font-medium text-brand-700 hover:underline">
                    {zone.name}
                  </Link>
                  <span className="block font-mono text-xs text-muted">{zone.code}</span>
                  <span className="mt-1 block text-xs text-muted md:hidden">{membersText(zone)}</span>
                </Td>
                <Td className="hidden max-w-md md:table-cell">{membersText(zone)}</Td>
                <Td className="hidden text-right tabular-nums sm:table-cell">{zone.priority}</Td>
                <Td className="whitespace-nowrap text-right">
                  <div className="-my-2 flex justify-end">
                    <Link
                      to={`/settings/taxes/zones/${zone.code}`}
                      className={buttonClass('ghost', 'sm', 'min-h-11 min-w-11 px-2')}
                      aria-label={`Edit zone ${zone.name}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Link>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 min-w-11 px-2 text-red-600"
                      aria-label={`Delete zone ${zone.name}`}
                      onClick={() => setDeleting(zone)}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                </Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
      <DeleteConfirm
        target={deleting && `zone ${deleting.name}`}
        description="The zone is removed for good. A zone that a tax rate or a shipping method uses cannot be deleted."
        confirmLabel="Delete zone"
        pending={remove.isPending}
        run={(handlers) => deleting && remove.mutate(deleting.code, handlers)}
        done={`Zone ${deleting?.name ?? ''} deleted.`}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

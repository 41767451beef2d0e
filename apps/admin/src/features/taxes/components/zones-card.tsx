import { Link } from 'react-router';
import { MapPinned, Plus } from 'lucide-react';
import type { Zone } from '@shopwright/shared/tax';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { Td } from '../../../components/ui/table';
import { DeleteRowAction, EditRowAction, RowActions, TableCard } from '../../../components/ui/table-card';
import { useZones } from '../../../lib/tax-lookups';
import { useDeleteZone } from '../api/taxes';
import { memberLabel } from './zone-form-values';

const SHOWN_MEMBERS = 3;
const COLUMNS = [
  { label: 'Zone' },
  { label: 'Members', className: 'hidden md:table-cell' },
  { label: 'Priority', className: 'hidden text-right sm:table-cell' },
];

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
  return (
    <TableCard
      title="Zones"
      actions={
        <Link to="/settings/taxes/zones/new" className={buttonClass('secondary', 'sm', 'min-h-11')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add zone
        </Link>
      }
      intro="Places the shop taxes and ships to. An address gets the rate of the most specific zone it is in: postcode before region before country."
      columns={COLUMNS}
      query={zones}
      empty={<EmptyState icon={MapPinned} message="No zones yet. Add the first one." />}
      remove={{
        target: (zone) => `zone ${zone.name}`,
        description: 'The zone is removed for good. A zone that a tax rate or a shipping method uses cannot be deleted.',
        confirmLabel: 'Delete zone',
        pending: remove.isPending,
        run: (zone, handlers) => remove.mutate(zone.code, handlers),
        done: (zone) => `Zone ${zone.name} deleted.`,
      }}
    >
      {(zone, askDelete) => (
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
          <RowActions>
            <EditRowAction to={`/settings/taxes/zones/${zone.code}`} label={`Edit zone ${zone.name}`} />
            <DeleteRowAction label={`Delete zone ${zone.name}`} onClick={() => askDelete(zone)} />
          </RowActions>
        </tr>
      )}
    </TableCard>
  );
}

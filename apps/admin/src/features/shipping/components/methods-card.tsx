import { Link } from 'react-router';
import { Plus, Truck } from 'lucide-react';
import { formatMoney } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/state-message';
import { Td } from '../../../components/ui/table';
import { EditRowAction, RowActions, TableCard } from '../../../components/ui/table-card';
import { useShopCurrency } from '../../../lib/shop-settings';
import { useZones } from '../../../lib/tax-lookups';
import { useShippingMethods } from '../api/shipping';
import { priceRange } from './method-form-values';

const COLUMNS = [
  { label: 'Method' },
  { label: 'Zone', className: 'hidden sm:table-cell' },
  { label: 'Price', className: 'text-right' },
  { label: 'Free from', className: 'hidden text-right md:table-cell' },
];

/** The shipping methods: where each delivers, what it costs and from when it is free. */
export function MethodsCard() {
  const methods = useShippingMethods();
  const zones = useZones();
  const currency = useShopCurrency();
  const money = (amount: number) => formatMoney(amount, currency);
  const zoneName = (code: string) => zones.data?.find((z) => z.code === code)?.name ?? code;
  return (
    <TableCard
      title="Shipping methods"
      actions={
        <Link to="/settings/shipping/new" className={buttonClass('secondary', 'sm', 'min-h-11')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add shipping method
        </Link>
      }
      intro="Checkout offers the active methods whose zone holds the shopper’s address and that have a rate for the order."
      columns={COLUMNS}
      query={methods}
      empty={<EmptyState icon={Truck} message="No shipping methods yet: checkout cannot ship anywhere." />}
    >
      {(m) => (
        <tr key={m.code} className="hover:bg-surface">
          <Td>
            <Link to={`/settings/shipping/${m.code}`} className="font-medium text-brand-700 hover:underline">
              {m.name}
            </Link>{' '}
            {!m.active && <Badge>Inactive</Badge>}
            <span className="block text-xs text-muted">
              <span className="font-mono">{m.code}</span>
              {m.estimate && ` · ${m.estimate}`}
            </span>
            <span className="block text-xs text-muted sm:hidden">{zoneName(m.zone)}</span>
          </Td>
          <Td className="hidden sm:table-cell">{zoneName(m.zone)}</Td>
          <Td className="text-right tabular-nums">
            {priceRange(m, money)}
            <span className="block text-xs text-muted md:hidden">{m.free_from !== null && `Free from ${money(m.free_from)}`}</span>
          </Td>
          <Td className="hidden text-right tabular-nums md:table-cell">{m.free_from === null ? '—' : money(m.free_from)}</Td>
          <RowActions>
            <EditRowAction to={`/settings/shipping/${m.code}`} label={`Edit ${m.name}`} />
          </RowActions>
        </tr>
      )}
    </TableCard>
  );
}

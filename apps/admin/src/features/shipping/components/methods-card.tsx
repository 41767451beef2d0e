import { Link } from 'react-router';
import { Pencil, Plus, Truck } from 'lucide-react';
import { formatMoney } from '@shopwright/shared/money';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';
import { ActionsTh, Table, TableRows, Td, Th } from '../../../components/ui/table';
import { useShopCurrency } from '../../../lib/shop-settings';
import { useZones } from '../../../lib/tax-lookups';
import { useShippingMethods } from '../api/shipping';
import { priceRange } from './method-form-values';

/** The shipping methods: where each delivers, what it costs and from when it is free. */
export function MethodsCard() {
  const methods = useShippingMethods();
  const zones = useZones();
  const currency = useShopCurrency();
  const money = (amount: number) => formatMoney(amount, currency);
  const zoneName = (code: string) => zones.data?.find((z) => z.code === code)?.name ?? code;
  return (
    <Card
      title="Shipping methods"
      actions={
        <Link to="/settings/shipping/new" className={buttonClass('secondary', 'sm', 'min-h-11')}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add shipping method
        </Link>
      }
    >
      <p className="-mt-1 mb-3 text-sm text-muted">
        Checkout offers the active methods whose zone holds the shopper’s address and that have a rate for the order.
      </p>
      <Table label="Shipping methods">
        <thead>
          <tr>
            <Th>Method</Th>
            <Th className="hidden sm:table-cell">Zone</Th>
            <Th className="text-right">Price</Th>
            <Th className="hidden text-right md:table-cell">Free from</Th>
            <ActionsTh className="text-right" />
          </tr>
        </thead>
        <tbody>
          <TableRows
            columns={5}
            skeletonRows={2}
            rows={methods.data}
            loading={methods.isPending}
            error={methods.error}
            onRetry={() => void methods.refetch()}
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
                <Td className="whitespace-nowrap text-right">
                  <div className="-my-2 flex justify-end">
                    <Link
                      to={`/settings/shipping/${m.code}`}
                      className={buttonClass('ghost', 'sm', 'min-h-11 min-w-11 px-2')}
                      aria-label={`Edit ${m.name}`}
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                    </Link>
                  </div>
                </Td>
              </tr>
            )}
          </TableRows>
        </tbody>
      </Table>
    </Card>
  );
}

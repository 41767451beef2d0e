import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '@shopwright/shared/admin';
import { formatMoney } from '@shopwright/shared/money';
import type { Order } from '@shopwright/shared/orders';
import { Button } from '../components/ui/button';
import { ErrorState } from '../components/ui/state-message';
import { FullScreenLoading } from '../components/full-screen-loading';
import { signOut } from '../features/auth/api/session';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { useOrder } from '../features/orders/api/orders';
import { OrderAddress } from '../features/orders/components/order-address';
import { OrderLines } from '../features/orders/components/order-lines';
import { usePublicSettings } from '../lib/shop-settings';
import { formatDate } from '../lib/format';

type Kind = 'invoice' | 'packing-slip';

/**
 * `/admin/orders/{id}/invoice`: the invoice or the packing slip (no prices) on a plain white page,
 * without the admin's frame, ready for the browser's print dialog.
 */
function InvoiceDocument() {
  const key = useParams().orderId ?? '';
  const order = useOrder(key);
  const settings = usePublicSettings();
  const [kind, setKind] = useState<Kind>('invoice');

  if (order.isPending) return <FullScreenLoading />;
  if (order.isError) {
    return (
      <main className="mx-auto max-w-md p-8">
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      </main>
    );
  }
  const o = order.data;
  const shop = settings.data;
  const title = kind === 'invoice' ? 'Invoice' : 'Packing slip';
  return (
    <main className="mx-auto max-w-3xl bg-white p-8 text-ink print:max-w-none print:p-0">
      <title>{`${title} ${o.number}`}</title>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/orders/${o.id}`} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Back to the order
        </Link>
        <div className="inline-flex rounded-lg border border-line p-1" role="group" aria-label="Document">
          {(['invoice', 'packing-slip'] as const).map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${kind === k ? 'bg-brand-600 text-white' : 'text-ink'}`}
            >
              {k === 'invoice' ? 'Invoice' : 'Packing slip'}
            </button>
          ))}
        </div>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print
        </Button>
      </div>
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-line pb-6">
        <div>
          <p className="text-xl font-semibold">{shop?.shop_name ?? ''}</p>
          <div className="mt-1 whitespace-pre-line text-sm text-muted">
            {[shop?.contact_address, shop?.contact_email, shop?.contact_phone].filter(Boolean).join('\n')}
          </div>
        </div>
        <div className="text-right">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="text-sm">{o.number}</p>
          <p className="text-sm text-muted">{formatDate(o.placed_at)}</p>
        </div>
      </header>
      <section className="grid gap-6 py-6 sm:grid-cols-2 print:grid-cols-2">
        <OrderAddress title="Ship to" address={o.shipping_address} />
        {kind === 'invoice' && <OrderAddress title="Bill to" address={o.billing_address} />}
      </section>
      <OrderLines order={o} prices={kind === 'invoice'} />
      {kind === 'invoice' && <VatSummary order={o} />}
      {kind === 'invoice' && (
        <p className="mt-6 text-sm text-muted">
          Payment: {PAYMENT_METHOD_LABELS[o.payment_method]}
          {o.card ? ` (${o.card.brand} ending in ${o.card.last4})` : ''}.{' '}
          {o.payment_status === 'unpaid' ? `Please pay quoting ${o.number}.` : 'Thank you for your order.'}
        </p>
      )}
    </main>
  );
}

/** Net, tax and gross per rate, the reverse-charge note and both VAT numbers: what a VAT invoice must show. */
function VatSummary({ order }: { order: Order }) {
  const m = (amount: number) => formatMoney(amount, order.currency);
  return (
    <section className="mt-6 space-y-2 text-sm" aria-label="Tax summary">
      {order.taxes.length > 0 && (
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b border-line text-xs uppercase tracking-wide text-muted">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Tax
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Net
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Tax
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Gross
              </th>
            </tr>
          </thead>
          <tbody>
            {order.taxes.map((t) => (
              <tr key={`${t.name}-${t.rate}`} className="border-b border-line">
                <td className="py-2 pr-3">{`${t.name} ${t.rate}%`}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m(t.net)}</td>
                <td className="py-2 pr-3 text-right tabular-nums">{m(t.amount)}</td>
                <td className="py-2 text-right tabular-nums">{m(Math.round((t.net + t.amount) * 100) / 100)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {order.tax_note && <p className="font-medium">{order.tax_note}</p>}
      {order.shop_vat_id && <p>Seller VAT number: {order.shop_vat_id}</p>}
      {order.buyer_vat_id && <p>Buyer VAT number: {order.buyer_vat_id}</p>}
    </section>
  );
}

/** Outside the admin's frame, so it brings the admin guard along. */
export function OrderInvoicePage() {
  const queryClient = useQueryClient();
  return <RequireAdmin onSignOut={() => void signOut(queryClient)}>{() => <InvoiceDocument />}</RequireAdmin>;
}

export { OrderInvoicePage as Component };

import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { PAYMENT_METHOD_LABELS } from '@shopwright/shared/admin';
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

/** Outside the admin's frame, so it brings the admin guard along. */
export function OrderInvoicePage() {
  const queryClient = useQueryClient();
  return <RequireAdmin onSignOut={() => void signOut(queryClient)}>{() => <InvoiceDocument />}</RequireAdmin>;
}

export { OrderInvoicePage as Component };

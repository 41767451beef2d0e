import type { ReactNode } from 'react';
import { Package } from 'lucide';
import type { Return } from '@shopwright/shared/returns';
import { variantLabel } from '@shopwright/shared/catalog/names';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Icon } from '../../components/ui/icon';
import { Link } from '../../components/ui/link';
import { ReturnStatusBadge } from '../../components/orders/return-status-badge';
import { useT } from '../../lib/i18n';
import { CancelReturn } from './cancel-return';

const WHEN = { dateStyle: 'medium', timeStyle: 'short' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-line p-5" aria-label={title}>
      <h2 className="text-base font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** A return as the shopper follows it: its lines and how each is settled, what was paid back, and its timeline. */
export function ReturnDetail({ ret }: { ret: Return }) {
  const t = useT();
  const money = (amount: number) => formatMoneyIn(amount, ret.currency, t.lang);
  const summary: Array<[string, ReactNode]> = [
    [t('returnsPage.reason'), t(`returnReason.${ret.reason}`)],
    ...(ret.comment ? [[t('returnsPage.yourComment'), ret.comment] as [string, ReactNode]] : []),
    ...(ret.refunded > 0 ? [[t('returnsPage.refunded'), money(ret.refunded)] as [string, ReactNode]] : []),
    ...(ret.credited > 0 ? [[t('returnsPage.credited'), money(ret.credited)] as [string, ReactNode]] : []),
    ...(ret.shipping_refunded > 0 ? [[t('returnsPage.shippingRefunded'), money(ret.shipping_refunded)] as [string, ReactNode]] : []),
    ...(ret.exchange_due > 0 && !ret.exchange_paid ? [[t('returnsPage.exchangeDue'), money(ret.exchange_due)] as [string, ReactNode]] : []),
    ...(ret.exchange_tracking ? [[t('returnsPage.exchangeTracking'), ret.exchange_tracking] as [string, ReactNode]] : []),
  ];
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight">{t('returnsPage.returnNumber', { number: ret.number })}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('returnsPage.requestedOn', { date: formatDate(ret.created_at, t.lang, { dateStyle: 'long' }) })}
          </p>
          <Link
            to={`/orders/${ret.order_number}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-600 hover:underline"
          >
            {t('returnsPage.forOrder', { number: ret.order_number })}
          </Link>
          <div className="mt-1">
            <ReturnStatusBadge status={ret.status} />
          </div>
        </div>
        {ret.can_cancel && <CancelReturn ret={ret} />}
      </div>
      {ret.staff_message && (
        <div className="rounded-xl border border-line bg-surface px-4 py-3 text-sm" role="note">
          <p className="font-medium">{t('returnsPage.fromShop')}</p>
          <p className="mt-1 whitespace-pre-line">{ret.staff_message}</p>
        </div>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_340px]">
        <div className="space-y-6">
          <Section title={t('returnsPage.itemsTitle', { count: ret.item_count })}>
            <ul className="divide-y divide-line" aria-label={t('returnsPage.itemsLabel')}>
              {ret.lines.map((line) => {
                const variant = variantLabel(line);
                return (
                  <li key={line.id} className="flex gap-4 py-4">
                    <span className="flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface">
                      {line.image ? (
                        <img src={line.image} alt="" width={64} height={64} className="h-16 w-16 object-cover" loading="lazy" />
                      ) : (
                        <Icon node={Package} className="h-6 w-6 text-muted" />
                      )}
                    </span>
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="line-clamp-2 text-base font-medium">{line.name}</p>
                      {variant && <p className="mt-0.5 text-muted">{variant}</p>}
                      <p className="mt-0.5 text-muted">
                        {t('returnsPage.lineQuantity', { count: line.quantity })} · {t(`returnResolution.${line.resolution}`)}
                        {line.exchange && ` → ${variantLabel(line.exchange) || line.exchange.sku || ''}`}
                      </p>
                      {line.received_quantity > 0 && (
                        <p className="mt-0.5 text-green-700">{t('returnsPage.lineReceived', { count: line.received_quantity })}</p>
                      )}
                    </div>
                    <p className="font-medium tabular-nums">{money(line.unit_amount * line.quantity)}</p>
                  </li>
                );
              })}
            </ul>
          </Section>
          <Section title={t('returnsPage.timeline')}>
            <ol className="relative space-y-5 border-l border-line pl-5" aria-label={t('returnsPage.timeline')}>
              {ret.events.map((event) => (
                <li key={event.id} className="relative">
                  <span
                    className="absolute -left-[25px] top-1.5 h-2.5 w-2.5 rounded-full border-2 border-white bg-brand-600"
                    aria-hidden="true"
                  />
                  <p className="text-sm text-ink">{t.text(event.message)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    <time dateTime={event.created_at}>{formatDate(event.created_at, t.lang, WHEN)}</time>
                  </p>
                </li>
              ))}
            </ol>
          </Section>
        </div>
        <Section title={t('returnsPage.summary')}>
          <dl className="space-y-2 text-sm">
            {summary.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-muted">{label}</dt>
                <dd className="min-w-0 break-words text-right">{value}</dd>
              </div>
            ))}
          </dl>
        </Section>
      </div>
    </div>
  );
}

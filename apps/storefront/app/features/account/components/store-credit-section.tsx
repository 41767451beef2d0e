import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Wallet } from 'lucide';
import type { StoreCreditMovement } from '@shopwright/shared/credit';
import { formatDate, formatMoneyIn } from '@shopwright/shared/i18n/format';
import { Icon } from '../../../components/ui/icon';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { storeCreditQueryOptions } from '../../../lib/credit/credit-api';
import { cn } from '../../../lib/cn';
import { useT, type Translator } from '../../../lib/i18n';
import { Panel, textLinkClass } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';

/** What a movement was, in words: its reason as written, or the order / return it belongs to. */
// Links in the ledger reach 44 px tall with padding that does not move the text.
const rowLink = 'inline-block -my-3 py-3 text-brand-600 hover:underline';

function what(movement: StoreCreditMovement, t: Translator) {
  const order = movement.order_number && (
    <Link to={`/orders/${movement.order_number}`} className={rowLink}>
      {movement.order_number}
    </Link>
  );
  const reason = movement.reason ? t.text(movement.reason) : t(`creditKind.${movement.kind}`);
  return (
    <>
      <span className="block">
        {movement.return_id ? (
          <Link to={`/returns/${movement.return_id}`} className={rowLink}>
            {reason}
          </Link>
        ) : (
          reason
        )}
      </span>
      <span className="block text-xs text-muted">
        {formatDate(movement.created_at, t.lang)} · {t(`creditKind.${movement.kind}`)}
        {order && <> · {order}</>}
      </span>
    </>
  );
}

/** The store credit balance (per currency) and every movement of it, newest first. */
export function StoreCreditSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(storeCreditQueryOptions(page));
  if (query.isPending) return <PanelSkeleton rows={3} label={t('creditPage.loading')} />;
  const data = query.data;
  const balances = data?.balances.length ? data.balances : [];
  return (
    <Panel
      title={t('creditPage.panelTitle')}
      description={t('creditPage.panelDescription')}
      action={
        <Link to="/gift-cards/balance" className={textLinkClass}>
          {t('giftCardPage.checkBalance')}
        </Link>
      }
    >
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="space-y-6">
          <div className="flex flex-wrap gap-3" data-testid="store-credit-balance">
            {balances.length === 0 ? (
              <div className="flex w-full flex-col items-center rounded-xl bg-surface px-6 py-10 text-center">
                <Icon node={Wallet} className="h-8 w-8 text-brand-600" />
                <p className="mt-3 font-medium">{t('creditPage.none')}</p>
                <p className="mt-1 text-sm text-muted">{t('creditPage.noneHint')}</p>
              </div>
            ) : (
              balances.map((b) => (
                <div key={b.currency} className="min-w-40 rounded-xl bg-surface px-5 py-4">
                  <p className="text-sm text-muted">{t('creditPage.balanceIn', { currency: b.currency })}</p>
                  <p className="mt-1 text-2xl font-semibold tabular-nums">{formatMoneyIn(b.balance, b.currency, t.lang)}</p>
                </div>
              ))
            )}
          </div>
          {data && data.results.length > 0 && (
            <div>
              <h3 className="text-base font-semibold">{t('creditPage.history')}</h3>
              <ul className="mt-2 divide-y divide-line" aria-label={t('creditPage.history')}>
                {data.results.map((m) => (
                  <li key={m.id} className="flex items-start justify-between gap-4 py-3 text-sm">
                    <div className="min-w-0">{what(m, t)}</div>
                    <div className="shrink-0 text-right tabular-nums">
                      <span className={cn('block font-medium', m.amount > 0 ? 'text-green-700' : 'text-ink')}>
                        {m.amount > 0 ? '+' : '−'}
                        {formatMoneyIn(Math.abs(m.amount), m.currency, t.lang)}
                      </span>
                      <span className="block text-xs text-muted">
                        {t('creditPage.balanceAfter', { amount: formatMoneyIn(m.balance_after, m.currency, t.lang) })}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              {(data.next || data.previous) && (
                <div className="mt-4 flex justify-between gap-3">
                  <Button variant="secondary" disabled={!data.previous} onClick={() => setPage((p) => p - 1)}>
                    {t('returnsPage.newer')}
                  </Button>
                  <Button variant="secondary" disabled={!data.next} onClick={() => setPage((p) => p + 1)}>
                    {t('returnsPage.older')}
                  </Button>
                </div>
              )}
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}

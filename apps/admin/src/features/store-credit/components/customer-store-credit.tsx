import { useState } from 'react';
import { Link } from 'react-router';
import { Wallet } from 'lucide-react';
import { STORE_CREDIT_PAGE_SIZE, type StoreCreditKind } from '@shopwright/shared/credit';
import { formatMoney } from '@shopwright/shared/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { EmptyState, ErrorState } from '../../../components/ui/state-message';
import { formatDateTime } from '../../../lib/format';
import { useStoreCredit } from '../api/store-credit';
import { AdjustCreditDialog } from './adjust-credit-dialog';

const KIND_LABELS: Record<StoreCreditKind, string> = {
  staff: 'Staff',
  return: 'Return',
  order: 'Order',
  refund: 'Refund',
};

interface CustomerStoreCreditProps {
  customerId: number;
  customerName: string;
  shopCurrency: string;
}

/** The customer page's store credit: the balance per currency, the ledger newest first, and granting or deducting with a reason. */
export function CustomerStoreCredit({ customerId, customerName, shopCurrency }: CustomerStoreCreditProps) {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const credit = useStoreCredit(customerId, page);
  const data = credit.data;
  const balances = data?.balances.length ? data.balances : [{ currency: shopCurrency, balance: 0 }];

  return (
    <Card
      title="Store credit"
      actions={
        <Button variant="secondary" className="min-h-11" onClick={() => setOpen(true)} disabled={!data}>
          Grant or deduct
        </Button>
      }
    >
      {credit.error != null ? (
        <ErrorState error={credit.error} onRetry={() => void credit.refetch()} />
      ) : !data ? (
        <div className="h-24 animate-pulse rounded bg-gray-100" aria-hidden="true" />
      ) : (
        <div className="space-y-5">
          <dl className="flex flex-wrap gap-3" aria-label="Store credit balances">
            {balances.map((b) => (
              <div key={b.currency} className="min-w-36 rounded-lg border border-line px-4 py-3">
                <dt className="text-xs text-muted">Balance ({b.currency})</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums">{formatMoney(b.balance, b.currency)}</dd>
              </div>
            ))}
          </dl>
          {data.results.length === 0 ? (
            <EmptyState icon={Wallet} message="No store credit movement yet." />
          ) : (
            <ol className="divide-y divide-line" aria-label="Store credit ledger">
              {data.results.map((mv) => (
                <li key={mv.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="break-words font-medium">{mv.reason}</p>
                    <p className="text-xs text-muted">
                      {formatDateTime(mv.created_at)} · {KIND_LABELS[mv.kind]}
                      {mv.order_id && (
                        <>
                          {' · '}
                          <Link to={`/orders/${mv.order_id}`} className="font-medium text-brand-700 hover:underline">
                            {mv.order_number ?? `Order ${mv.order_id}`}
                          </Link>
                        </>
                      )}
                      {mv.return_id && (
                        <>
                          {' · '}
                          <Link to={`/returns/${mv.return_id}`} className="font-medium text-brand-700 hover:underline">
                            Return
                          </Link>
                        </>
                      )}
                    </p>
                  </div>
                  <div className="text-right tabular-nums">
                    <p className={mv.amount < 0 ? 'font-medium text-ink' : 'font-medium text-green-700'}>
                      {mv.amount < 0 ? `−${formatMoney(-mv.amount, mv.currency)}` : `+${formatMoney(mv.amount, mv.currency)}`}
                    </p>
                    <p className="text-xs text-muted">Balance {formatMoney(mv.balance_after, mv.currency)}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {data.count > STORE_CREDIT_PAGE_SIZE.default && (
            <div className="[&_button]:min-h-11 [&_button]:min-w-11">
              <Pagination page={page} pageSize={STORE_CREDIT_PAGE_SIZE.default} count={data.count} onPage={setPage} noun="movements" />
            </div>
          )}
        </div>
      )}
      {data && (
        <AdjustCreditDialog
          open={open}
          customerId={customerId}
          customerName={customerName}
          balances={data.balances}
          shopCurrency={shopCurrency}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

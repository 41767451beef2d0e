import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide';
import { Icon } from '../../../components/ui/icon';
import { Button } from '../../../components/ui/button';
import { ReturnRow } from '../../../components/orders/return-row';
import { returnsQueryOptions } from '../../../lib/returns/returns-api';
import { useT } from '../../../lib/i18n';
import { Panel } from './panel';
import { PanelSkeleton } from './skeletons';
import { QueryError } from './query-error';

/** The shopper's returns, newest first, ten to a page; each opens the return. */
export function ReturnsSection() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery(returnsQueryOptions(page));
  if (query.isPending) return <PanelSkeleton rows={3} label={t('returnsPage.loadingList')} />;
  const data = query.data;
  return (
    <Panel title={t('returnsPage.panelTitle')} description={t('returnsPage.panelDescription')}>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !data || data.count === 0 ? (
        <div className="flex flex-col items-center rounded-xl bg-surface px-6 py-10 text-center">
          <Icon node={Undo2} className="h-8 w-8 text-brand-600" />
          <p className="mt-3 font-medium">{t('returnsPage.none')}</p>
          <p className="mt-1 text-sm text-muted">{t('returnsPage.noneHint')}</p>
        </div>
      ) : (
        <>
          <ul className="-mx-2 divide-y divide-line" aria-label={t('returnsPage.listLabel')}>
            {data.results.map((ret) => (
              <ReturnRow key={ret.id} ret={ret} showOrder />
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
        </>
      )}
    </Panel>
  );
}

import { CircleAlert, CircleCheck, Database, RefreshCw, Server } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/icon';
import { useRevalidator } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { ENGINE_NAMES, formatUptime, type HealthReport } from './health';
import { formatDate } from '@shopwright/shared/i18n/format';
import { rich, useT } from '../../lib/i18n';

const TIME = { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' } as const;

function Row({ icon, name, ok, detail }: { icon: IconNode; name: string; ok: boolean; detail: string }) {
  const t = useT();
  return (
    <li className="flex items-center gap-4 px-5 py-4">
      <Icon node={icon} className="h-5 w-5 shrink-0 text-muted" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-ink">{name}</p>
        <p className="text-sm text-muted">{detail}</p>
      </div>
      <span className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', ok ? 'bg-green-50 text-green-700' : 'bg-red-50 text-red-700')}>
        {ok ? t('status.operational') : t('status.problem')}
      </span>
    </li>
  );
}

/** The status page: the API's health in plain language, with a Refresh button. */
export function StatusView({ report }: { report: HealthReport }) {
  const revalidator = useRevalidator();
  const t = useT();
  const { health } = report;
  const ok = health?.status === 'ok';
  const shape = ok ? CircleCheck : CircleAlert;
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{t('status.title')}</h1>
        <div
          role="status"
          className={cn(
            'mt-8 flex items-center gap-3 rounded-2xl border p-5',
            ok ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50',
          )}
        >
          <Icon node={shape} className={cn('h-7 w-7 shrink-0', ok ? 'text-green-700' : 'text-red-700')} />
          <div>
            <p className={cn('text-lg font-semibold', ok ? 'text-green-800' : 'text-red-800')}>
              {ok ? t('status.allOk') : t('status.problems')}
            </p>
            <p className="text-sm text-ink/80">{ok ? t('status.runningNormally') : t('status.someParts')}</p>
          </div>
        </div>

        <ul className="mt-6 divide-y divide-line rounded-2xl border border-line" aria-label={t('status.components')}>
          <Row
            icon={Server}
            name={t('status.api')}
            ok={Boolean(health)}
            detail={
              health
                ? t('status.apiDetail', { version: health.version, uptime: formatUptime(health.uptime_seconds) })
                : t('status.notReachable')
            }
          />
          <Row
            icon={Database}
            name={t('status.database')}
            ok={health?.database.status === 'ok'}
            detail={
              health
                ? t('status.databaseDetail', { engine: ENGINE_NAMES[health.database.dialect], ms: health.database.latency_ms })
                : t('status.unknown')
            }
          />
        </ul>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-muted">
            {rich(t('status.lastChecked'), {
              time: <time dateTime={report.checkedAt}>{`${formatDate(report.checkedAt, t.lang, TIME)} UTC`}</time>,
            })}
          </p>
          <Button variant="secondary" onClick={() => void revalidator.revalidate()} loading={revalidator.state === 'loading'}>
            {revalidator.state !== 'loading' && <Icon node={RefreshCw} className="h-4 w-4" />}
            {t('notFound.refresh')}
          </Button>
        </div>
      </div>
    </div>
  );
}

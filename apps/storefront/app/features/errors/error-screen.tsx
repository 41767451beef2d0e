import { AlertTriangle, Clock, CreditCard, LifeBuoy, Activity, CircleHelp, Lock, ServerCrash, WifiOff, Wrench } from 'lucide';
import { Icon, type IconNode } from '../../components/ui/icon';
import { Link } from '../../components/ui/link';
import type { ErrorType } from '@shopwright/shared/support';
import type { ErrorInfo } from './describe-error';
import { ErrorActions } from './error-actions';
import { ErrorId } from './error-id';
import { errorTypeCopy } from './error-types';
import { ReportProblem } from './report-problem';
import { TechnicalDetails } from './technical-details';
import type { ErrorContext } from './use-error-context';
import { useT } from '../../lib/i18n';

const ICONS: Record<ErrorType, IconNode> = {
  server: ServerCrash,
  network: WifiOff,
  timeout: Clock,
  forbidden: Lock,
  payment: CreditCard,
  maintenance: Wrench,
  general: AlertTriangle,
};

const helpLink = 'inline-flex items-center gap-1.5 rounded-md font-medium text-brand-700 hover:underline';

interface ErrorScreenProps {
  info: ErrorInfo;
  context: ErrorContext | null;
  /** True when re-running the loaders can fix it; otherwise Try Again reloads the page. */
  revalidates: boolean;
}

/** The error screen: what happened, what to try, and how to get help. */
export function ErrorScreen({ info, context, revalidates }: ErrorScreenProps) {
  const t = useT();
  const copy = errorTypeCopy(info.type, t);
  const shape = ICONS[info.type];
  return (
    <section className="container-page py-12 sm:py-20" aria-labelledby="error-title" data-error-type={info.type}>
      <div className="mx-auto max-w-2xl">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-red-50 text-red-600">
          <Icon node={shape} className="h-7 w-7" />
        </span>
        <h1 id="error-title" className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">
          {copy.title}
        </h1>
        <p className="mt-3 text-lg text-muted">{copy.description}</p>
        {info.publicMessage && <p className="mt-2 text-ink">{t.text(info.publicMessage)}</p>}

        <h2 className="mt-8 text-sm font-semibold uppercase tracking-wide text-muted">{t('error.whatToTry')}</h2>
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-ink">
          {copy.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>

        <div className="mt-8">
          <ErrorActions canRetry={info.type !== 'maintenance'} revalidates={revalidates} />
        </div>

        <div className="mt-10 space-y-4 border-t border-line pt-8">
          <ErrorId id={context?.id} />
          <TechnicalDetails info={info} context={context} />
          <ReportProblem info={info} context={context} />
        </div>

        <nav aria-label={t('error.getHelp')} className="mt-8 flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <Link to="/contact" className={helpLink}>
            <Icon node={LifeBuoy} className="h-4 w-4" />
            {t('error.contactSupport')}
          </Link>
          <Link to="/help" className={helpLink}>
            <Icon node={CircleHelp} className="h-4 w-4" />
            {t('error.helpCenter')}
          </Link>
          <Link to="/status" className={helpLink}>
            <Icon node={Activity} className="h-4 w-4" />
            {t('error.systemStatus')}
          </Link>
        </nav>
      </div>
    </section>
  );
}

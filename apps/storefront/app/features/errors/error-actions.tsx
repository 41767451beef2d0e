import { ArrowLeft, Home, RotateCw } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useNavigate, useRevalidator } from 'react-router';
import { Link } from '../../components/ui/link';
import { Button, buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/**
 * Try Again really retries: it re-runs the page's loaders when the failure came from loading
 * data, and reloads the page otherwise (a render or script failure needs fresh code).
 */
export function ErrorActions({ canRetry, revalidates }: { canRetry: boolean; revalidates: boolean }) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const retrying = revalidator.state === 'loading';
  const t = useT();

  const retry = () => {
    if (!revalidates) return window.location.reload();
    revalidator.revalidate().catch(() => window.location.reload());
  };
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={retry} loading={retrying} disabled={!canRetry} aria-describedby={canRetry ? undefined : 'retry-disabled-note'}>
        {!retrying && <Icon node={RotateCw} className="h-4 w-4" />}
        {retrying ? t('error.tryingAgain') : t('error.tryAgain')}
      </Button>
      <Button variant="secondary" onClick={back}>
        <Icon node={ArrowLeft} className="h-4 w-4" />
        {t('error.goBack')}
      </Button>
      <Link to="/" className={buttonClass('secondary')}>
        <Icon node={Home} className="h-4 w-4" />
        {t('error.homepage')}
      </Link>
      {!canRetry && (
        <p id="retry-disabled-note" className="w-full text-sm text-muted">
          {t('error.retryOff')}
        </p>
      )}
    </div>
  );
}

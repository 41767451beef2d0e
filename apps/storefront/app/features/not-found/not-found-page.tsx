import { ArrowLeft, House, RefreshCw } from 'lucide';
import { Icon } from '../../components/ui/icon';
import { useNavigate } from 'react-router';
import { Link } from '../../components/ui/link';
import { Button, buttonClass } from '../../components/ui/button';
import { CatalogSearch } from './catalog-search';
import { EasterEgg } from './easter-egg';
import { NotFoundLinks } from './not-found-links';
import { RedirectCountdown } from './redirect-countdown';
import { useT } from '../../lib/i18n';
import { en } from '@shopwright/shared/i18n/en';

export const NOT_FOUND_TITLE = en['notFound.title'];

/** The 404 page: a 10 s countdown home (cancellable), search, actions and links onward. */
export function NotFoundPage() {
  const navigate = useNavigate();
  const t = useT();
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-5xl">
        <div className="max-w-3xl">
          <p className="text-7xl font-bold tracking-tight text-brand-600 sm:text-8xl" aria-hidden="true">
            404
          </p>
          <h1 className="mt-4 text-3xl font-semibold tracking-tight sm:text-4xl">{t('notFound.title')}</h1>
          <p className="mt-3 text-lg text-muted">{t('notFound.text')}</p>

          <div className="mt-6">
            <RedirectCountdown />
          </div>

          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={back}>
              <Icon node={ArrowLeft} className="h-4 w-4" />
              {t('error.goBack')}
            </Button>
            <Link to="/" className={buttonClass('primary')}>
              <Icon node={House} className="h-4 w-4" />
              {t('common.goToHomepage')}
            </Link>
            <Button variant="secondary" onClick={() => window.location.reload()}>
              <Icon node={RefreshCw} className="h-4 w-4" />
              {t('notFound.refresh')}
            </Button>
          </div>

          <section aria-labelledby="not-found-search-title" className="mt-12">
            <h2 id="not-found-search-title" className="text-lg font-semibold">
              {t('notFound.lookingFor')}
            </h2>
            <div className="mt-4">
              <CatalogSearch />
            </div>
          </section>
        </div>

        <div className="mt-12">
          <NotFoundLinks />
        </div>

        <div className="mt-16">
          <EasterEgg />
        </div>
      </div>
    </div>
  );
}

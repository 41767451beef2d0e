import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { BalanceChecker } from '../features/gift-cards/balance-checker';
import { metaT, useT } from '../lib/i18n';
import { pageMeta } from '../lib/seo';
import type { Route } from './+types/gift-card-balance';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta({ title: metaT(matches)('giftCardPage.metaTitle'), description: metaT(matches)('giftCardPage.metaDescription') }),
  { name: 'robots', content: 'noindex' },
];

/** `/gift-cards/balance`: what is left on a gift card, for anyone who has its code. */
export default function GiftCardBalancePage() {
  const t = useT();
  return (
    <div className="container-page py-10">
      <div className="max-w-2xl">
        <Breadcrumbs items={[{ label: t('returnsPage.crumbHome'), to: '/' }, { label: t('giftCardPage.title') }]} />
        <h1 className="mt-4 text-3xl font-semibold tracking-tight">{t('giftCardPage.title')}</h1>
        <p className="mt-2 text-muted">{t('giftCardPage.intro')}</p>
        <div className="mt-8">
          <BalanceChecker />
        </div>
      </div>
    </div>
  );
}

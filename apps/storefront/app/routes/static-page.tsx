import { useLocation } from 'react-router';
import { pageContext } from '../features/static-pages/page-context';
import { staticPageFor, staticPagePath } from '../features/static-pages/pages';
import { StaticPageView } from '../features/static-pages/static-page-view';
import { pageMeta } from '../lib/seo';
import { FALLBACK_SETTINGS, settingsOf } from '../lib/shop-settings';
import { useRootData } from '../root';
import type { Route } from './+types/static-page';
import { langOf, useLang } from '../lib/i18n';

/** The footer's and the 404 page's information pages; routes.ts maps each slug here. */
export const meta: Route.MetaFunction = ({ location, matches }) => {
  const lang = langOf(matches);
  const ctx = pageContext(settingsOf(matches), FALLBACK_SETTINGS.shop_name, lang);
  const page = staticPageFor(location.pathname, lang)(ctx);
  return pageMeta({
    title: `${page.title} | ${ctx.shopName}`,
    description: page.description,
    path: staticPagePath(location.pathname),
    matches,
  });
};

export default function StaticPageRoute() {
  const { pathname } = useLocation();
  const lang = useLang();
  const ctx = pageContext(useRootData()?.settings, FALLBACK_SETTINGS.shop_name, lang);
  return <StaticPageView page={staticPageFor(pathname, lang)(ctx)} ctx={ctx} />;
}

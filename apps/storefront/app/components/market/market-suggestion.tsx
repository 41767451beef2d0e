import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/i18n';
import { pathIn, type MarketChoice, type PageMarket } from '../../lib/market';
import { languageName } from './market-picker';

interface RootMarkets {
  market: PageMarket;
  marketLang: string;
  markets: MarketChoice[];
}

const DISMISSED = 'sw-market-suggestion';

/** The market whose default language the browser prefers, when it is not the page's (none when the page's market speaks it). */
export function suggestedMarket(preferred: readonly string[], current: RootMarkets): MarketChoice | undefined {
  const first = preferred[0]?.toLowerCase().split('-')[0];
  if (!first) return undefined;
  const here = current.markets.find((m) => m.code === current.market.code);
  if (here?.languages.some((l) => l.toLowerCase().split('-')[0] === first)) return undefined;
  return current.markets.find((m) => m.code !== current.market.code && m.languages[0]?.toLowerCase().split('-')[0] === first);
}

/**
 * A first visit whose browser language points at another market gets a small suggestion to go
 * there; nothing redirects by guess (issue 27). Worked out in the browser after hydration, so a
 * kept page never carries one visitor's suggestion to another; dismissed once, it stays dismissed.
 */
export function MarketSuggestion() {
  const data = useRouteLoaderData('root') as RootMarkets | undefined;
  const { pathname, search } = useLocation();
  const t = useT();
  const [target, setTarget] = useState<MarketChoice>();
  useEffect(() => {
    if (!data || data.markets.length < 2) return;
    try {
      if (localStorage.getItem(DISMISSED)) return;
    } catch {
      return;
    }
    setTarget(suggestedMarket(navigator.languages ?? [navigator.language], data));
  }, [data]);
  if (!target) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, '1');
    } catch {
      // Private mode: the suggestion comes back on the next page, which is harmless.
    }
    setTarget(undefined);
  };
  const language = languageName(target.languages[0] ?? 'en');
  return (
    <div role="region" aria-label={t('market.picker')} className="border-b border-line bg-surface">
      <div className="container-page flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>{t('market.suggest', { market: target.name, currency: target.currency, language })}</p>
        <div className="flex gap-2">
          <a href={`${pathIn(target.path, pathname)}${search}`} onClick={dismiss} className="btn btn-primary min-h-11">
            {t('market.suggestGo', { market: target.name })}
          </a>
          <button type="button" onClick={dismiss} className="btn btn-secondary min-h-11">
            {t('market.suggestStay')}
          </button>
        </div>
      </div>
    </div>
  );
}

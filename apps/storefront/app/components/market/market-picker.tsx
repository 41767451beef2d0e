import { useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/i18n';
import { pathIn, type MarketChoice, type PageMarket } from '../../lib/market';

interface RootMarkets {
  market: PageMarket;
  marketLang: string;
  basename: string;
  markets: MarketChoice[];
}

const languageNames = new Map<string, string>();
/**
 * A language's name in that language ("Deutsch", "français", "日本語"), for a picker any visitor
 * can read. Kept per language: an `Intl.DisplayNames` costs ~0.5 % of a server render when made
 * for every page (issue 29).
 */
export function languageName(lang: string): string {
  let name = languageNames.get(lang);
  if (name === undefined) {
    try {
      const own = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
      name = own.charAt(0).toLocaleUpperCase(lang) + own.slice(1);
    } catch {
      name = lang;
    }
    languageNames.set(lang, name);
  }
  return name;
}

/** Each market's languages as one choice each: where the same page lives in it. */
export function marketChoices(markets: MarketChoice[]) {
  return markets.flatMap((m) =>
    m.languages.map((lang, i) => ({ key: `${m.code}-${lang}`, market: m, lang, basename: i === 0 ? m.path : `${m.path}/${lang}` })),
  );
}

/**
 * The market and language picker of the footer and the phone menu (issue 27). Plain links to the
 * same page in the other market or language: a new document, since prices, texts and the cart's
 * currency change with it. The list is rendered when the disclosure opens (every page carries the
 * picker, and ADR 013 counts every byte of a listing).
 */
export function MarketPicker({ className = '', opensUp = false }: { className?: string; opensUp?: boolean }) {
  const data = useRouteLoaderData('root') as RootMarkets | undefined;
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const t = useT();
  if (!data || data.markets.length < 2) return null;
  const current = `${data.market.code}-${data.marketLang}`;
  return (
    <details className={`market-picker ${className}`} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="market-summary">
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
        <span className="sr-only">{t('market.picker')}: </span>
        {t('market.current', { market: data.market.name, language: languageName(data.marketLang), currency: data.market.currency })}
      </summary>
      {open && (
        <div className={opensUp ? 'market-panel market-panel-up' : 'market-panel'}>
          <p className="market-heading">{t('market.choose')}</p>
          <ul>
            {marketChoices(data.markets).map((c) => (
              <li key={c.key}>
                <a
                  href={`${pathIn(c.basename, pathname)}${search}`}
                  hrefLang={c.lang}
                  lang={c.lang}
                  aria-current={c.key === current ? 'true' : undefined}
                  className="market-option"
                >
                  {t('market.option', { market: c.market.name, language: languageName(c.lang), currency: c.market.currency })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </details>
  );
}

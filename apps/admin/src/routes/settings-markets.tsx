import { MarketsCard } from '../features/markets/components/markets-card';

/** `/admin/settings/markets`: the markets, each with its countries, currency, languages, path, rate and rounding. */
export function SettingsMarketsPage() {
  return <MarketsCard />;
}

export { SettingsMarketsPage as Component };

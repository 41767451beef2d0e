import { useNavigate, useParams } from 'react-router';
import { MarketForm } from '../features/markets/components/market-form';
import { MarketPage } from '../features/markets/components/market-page';

/** `/admin/settings/markets/{code}`: a market's countries, currency, languages, path, rate and rounding. */
export function SettingsMarketEditPage() {
  const navigate = useNavigate();
  const code = useParams().marketCode ?? '';
  return (
    <MarketPage code={code}>
      {(market) => (
        <>
          <h2 className="mb-4 text-xl font-semibold">Market {market.name}</h2>
          <MarketForm key={market.updated_at} market={market} onSaved={() => navigate('/settings/markets')} />
        </>
      )}
    </MarketPage>
  );
}

export { SettingsMarketEditPage as Component };

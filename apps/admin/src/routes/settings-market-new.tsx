import { useNavigate } from 'react-router';
import { MarketForm } from '../features/markets/components/market-form';
import { BackToMarkets } from '../features/markets/components/market-page';

/** `/admin/settings/markets/new`: countries served in one currency and some languages under a path. */
export function SettingsMarketNewPage() {
  const navigate = useNavigate();
  return (
    <>
      <BackToMarkets />
      <h2 className="mb-4 text-xl font-semibold">New market</h2>
      <MarketForm onSaved={() => navigate('/settings/markets')} />
    </>
  );
}

export { SettingsMarketNewPage as Component };

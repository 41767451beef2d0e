import { Outlet } from 'react-router';
import { Link } from '../components/ui/link';
import { useRootData } from '../root';
import { useT } from '../lib/i18n';

/** The auth pages' frame: a centred card, the logo back to the shop. */
export default function AuthLayout() {
  const shopName = useRootData()?.settings.shop_name ?? 'Shopwright';
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col items-center bg-surface px-4 py-10">
      <Link to="/" className="mb-8 flex items-center gap-2 rounded-lg text-xl font-semibold tracking-tight">
        <img src="/favicon.svg" alt={t('nav.logo', { shop: shopName })} width={32} height={32} />
        <span>{shopName}</span>
      </Link>
      <main className="w-full max-w-md rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </main>
      <Link to="/" className="mt-6 text-sm text-muted hover:text-ink hover:underline">
        {t('authLayout.back')}
      </Link>
    </div>
  );
}

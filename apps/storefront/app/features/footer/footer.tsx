import { Link } from '../../components/ui/link';
import type { ShopSettings } from '../../lib/shop-settings';
import { ContactLines } from './contact-lines';
import { FOOTER_COLUMNS } from './footer-links';
import { PaymentBadges } from './payment-badges';
import { SocialLinks } from './social-links';
// Light on every page: its form code and validation load when the shopper uses it.
import { NewsletterSignup } from './newsletter-signup';
import { useT } from '../../lib/i18n';
import { MarketPicker } from '../../components/market/market-picker';

/** The shop's footer: newsletter, link columns, contact, social and payment. */
export function Footer({ settings }: { settings: ShopSettings }) {
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="mt-16 border-t border-line bg-white">
      <div className="container-page py-12">
        <NewsletterSignup shopName={settings.shop_name} />

        <div className="mt-12 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="col-span-2 space-y-5 lg:col-span-1">
            <Link to="/" className="inline-flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight">
              <img src="/favicon.svg" alt="" width={24} height={24} />
              {settings.shop_name}
            </Link>
            <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
            <ContactLines settings={settings} />
            <SocialLinks />
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2 id={`footer-${column.id}`} className="text-sm font-semibold text-ink">
                {t(column.title)}
              </h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((l) => (
                  <li key={l.to}>
                    <Link to={l.to} className="footer-link">
                      {t(l.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{t('footer.copyright', { year, shop: settings.shop_name })}</p>
          <MarketPicker opensUp />
          <PaymentBadges />
        </div>
      </div>
    </footer>
  );
}

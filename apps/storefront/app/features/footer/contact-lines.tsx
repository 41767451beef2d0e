import { Mail, MapPin, Phone } from 'lucide';
import { Icon } from '../../components/ui/icon';
import type { ShopSettings } from '../../lib/shop-settings';
import { useT } from '../../lib/i18n';

const link = 'rounded hover:text-ink hover:underline';

/** Support e-mail, phone and postal address from the shop settings. */
export function ContactLines({ settings }: { settings: ShopSettings }) {
  const tel = settings.contact_phone.replace(/[^\d+]/g, '');
  const t = useT();
  return (
    <address className="space-y-2.5 not-italic">
      {settings.contact_email && (
        <p className="contact-line">
          <Icon node={Mail} />
          <a href={`mailto:${settings.contact_email}`} className={link}>
            <span className="sr-only">{t('footer.emailSr')}</span>
            {settings.contact_email}
          </a>
        </p>
      )}
      {tel && (
        <p className="contact-line">
          <Icon node={Phone} />
          <a href={`tel:${tel}`} className={link}>
            <span className="sr-only">{t('footer.phoneSr')}</span>
            {settings.contact_phone}
          </a>
        </p>
      )}
      {settings.contact_address && (
        <p className="contact-line">
          <Icon node={MapPin} />
          <span>
            <span className="sr-only">{t('footer.addressSr')}</span>
            {settings.contact_address}
          </span>
        </p>
      )}
    </address>
  );
}

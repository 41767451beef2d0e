import { Mail, MapPin, Phone } from 'lucide-react';
import type { ShopSettings } from '../../lib/shop-settings';

const line = 'flex items-start gap-2.5 text-sm text-muted';
const link = 'rounded hover:text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

/** Support e-mail, phone and postal address from the shop settings. */
export function ContactLines({ settings }: { settings: ShopSettings }) {
  const tel = settings.contact_phone.replace(/[^\d+]/g, '');
  return (
    <address className="space-y-2.5 not-italic">
      {settings.contact_email && (
        <p className={line}>
          <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a href={`mailto:${settings.contact_email}`} className={link}>
            <span className="sr-only">Email: </span>
            {settings.contact_email}
          </a>
        </p>
      )}
      {tel && (
        <p className={line}>
          <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <a href={`tel:${tel}`} className={link}>
            <span className="sr-only">Phone: </span>
            {settings.contact_phone}
          </a>
        </p>
      )}
      {settings.contact_address && (
        <p className={line}>
          <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Address: </span>
            {settings.contact_address}
          </span>
        </p>
      )}
    </address>
  );
}

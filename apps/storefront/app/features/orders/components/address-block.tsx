import { countryName } from '@shopwright/shared/account';
import type { OrderAddress } from '@shopwright/shared/orders';
import { countryLabel, useT } from '../../../lib/i18n';

/** A postal address as lines of text. */
export function AddressBlock({ address }: { address: OrderAddress }) {
  const t = useT();
  const city = [address.postal_code, address.city, address.region].filter(Boolean).join(' ');
  return (
    <address className="text-sm not-italic leading-6 text-ink">
      {[
        address.full_name,
        address.line1,
        address.line2,
        city,
        countryLabel(address.country, countryName(address.country), t),
        address.phone,
      ]
        .filter(Boolean)
        .map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
    </address>
  );
}

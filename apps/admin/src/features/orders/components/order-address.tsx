import { countryName } from '@shopwright/shared/account';
import type { OrderAddress as Address } from '@shopwright/shared/orders';

/** A postal address, one part a line. */
export function OrderAddress({ title, address }: { title: string; address: Address }) {
  const city = [address.postal_code, address.city, address.region].filter(Boolean).join(' ');
  return (
    <div>
      <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted">{title}</h3>
      <address className="text-sm not-italic leading-6">
        {[address.full_name, address.line1, address.line2, city, countryName(address.country), address.phone]
          .filter(Boolean)
          .map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
      </address>
    </div>
  );
}

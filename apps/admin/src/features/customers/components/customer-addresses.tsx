import { MapPin } from 'lucide-react';
import type { AdminCustomerDetail } from '@shopwright/shared/admin';
import { countryName } from '@shopwright/shared/account';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/state-message';

type Address = AdminCustomerDetail['addresses'][number];

function AddressLines({ address }: { address: Address }) {
  const cityLine = [address.postal_code, address.city, address.region].filter(Boolean).join(' ');
  return (
    <address className="text-sm not-italic leading-6">
      <span className="font-medium">{address.full_name}</span>
      <br />
      {address.line1}
      {address.line2 && (
        <>
          <br />
          {address.line2}
        </>
      )}
      <br />
      {cityLine}
      <br />
      {countryName(address.country)}
      {address.phone && (
        <>
          <br />
          <span className="text-muted">{address.phone}</span>
        </>
      )}
    </address>
  );
}

/** The addresses the customer saved in their account. */
export function CustomerAddresses({ addresses }: { addresses: Address[] }) {
  return (
    <Card title="Addresses">
      {addresses.length === 0 ? (
        <EmptyState icon={MapPin} message="This customer has not saved an address." />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-lg border border-line p-4">
              {a.is_default && (
                <div className="mb-2">
                  <Badge tone="brand">Default</Badge>
                </div>
              )}
              <AddressLines address={a} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

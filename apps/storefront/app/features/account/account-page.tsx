import type { Profile } from '@shopwright/shared/users';
import { AccountNav } from './components/account-nav';
import { AddressesSection } from './components/addresses-section';
import { NewsletterSection } from './components/newsletter-section';
import { OrdersSection } from './components/orders-section';
import { PrivacySection } from './components/privacy-section';
import { ProfileSection } from './components/profile-section';
import { ReturnsSection } from './components/returns-section';
import { StoreCreditSection } from './components/store-credit-section';
import { SecuritySection } from './components/security-section';
import { WishlistSection } from './components/wishlist-section';
import { useAccountSection, type AccountSectionId } from './sections';
import { rich, useT } from '../../lib/i18n';

export interface WishlistSummary {
  count: number | undefined;
  loading: boolean;
}

function Section({ id, user, wishlist }: { id: AccountSectionId; user: Profile; wishlist: WishlistSummary }) {
  switch (id) {
    case 'profile':
      return <ProfileSection user={user} />;
    case 'addresses':
      return <AddressesSection />;
    case 'security':
      return <SecuritySection />;
    case 'orders':
      return <OrdersSection />;
    case 'returns':
      return <ReturnsSection />;
    case 'store-credit':
      return <StoreCreditSection />;
    case 'wishlist':
      return <WishlistSection count={wishlist.count} loading={wishlist.loading} />;
    case 'newsletter':
      return <NewsletterSection email={user.email} />;
    case 'privacy':
      return <PrivacySection />;
  }
}

/** The signed-in user's account: the section nav and the open section. */
export function AccountPage({ user, wishlist }: { user: Profile; wishlist: WishlistSummary }) {
  const section = useAccountSection();
  const t = useT();
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-semibold tracking-tight">{t('account.title')}</h1>
      <p className="mt-1.5 break-words text-muted">
        {rich(t('account.signedInAs'), { email: <span className="font-medium text-ink">{user.email}</span> })}
      </p>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
        <AccountNav current={section} wishlistCount={wishlist.count} />
        <div className="min-w-0 space-y-6">
          <Section id={section} user={user} wishlist={wishlist} />
        </div>
      </div>
    </div>
  );
}

import { Outlet } from 'react-router';
import { SectionTabs } from '../components/layout/section-tabs';
import { PageHeader } from '../components/page-header';

/** The sections of Marketing, each a child route in marketing-routes.ts; discount codes land first. */
const TABS = [
  { to: '/marketing', label: 'Discount codes', end: true },
  { to: '/marketing/subscribers', label: 'Subscribers', end: false },
  { to: '/marketing/newsletters', label: 'Newsletters', end: false },
];

/** `/admin/marketing/*`: discount codes, the newsletter's subscribers and the newsletters sent to them. */
export function MarketingLayout() {
  return (
    <>
      <PageHeader
        title="Marketing"
        description="Reach your customers: discount codes for the checkout, newsletter subscribers and the newsletters sent to them."
      />
      <SectionTabs label="Marketing sections" tabs={TABS} />
      <Outlet />
    </>
  );
}

export { MarketingLayout as Component };

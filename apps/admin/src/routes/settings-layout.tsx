import { Outlet } from 'react-router';
import { SectionTabs } from '../components/layout/section-tabs';
import { PageHeader } from '../components/page-header';

const TABS = [
  { to: '/settings', label: 'General', end: true },
  { to: '/settings/taxes', label: 'Taxes', end: false },
  { to: '/settings/shipping', label: 'Shipping', end: false },
  { to: '/settings/markets', label: 'Markets', end: false },
  { to: '/settings/admins', label: 'Admin users', end: false },
  { to: '/settings/audit-log', label: 'Audit log', end: false },
  { to: '/settings/api-tokens', label: 'API tokens', end: false },
  { to: '/settings/webhooks', label: 'Webhooks', end: false },
];

/** `/admin/settings/*`: the shop's settings, taxes, shipping and markets, its admins and the record of their changes. */
export function SettingsLayout() {
  return (
    <>
      <PageHeader title="Settings" />
      <SectionTabs label="Settings sections" tabs={TABS} />
      <Outlet />
    </>
  );
}

export { SettingsLayout as Component };

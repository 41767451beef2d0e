import { Outlet } from 'react-router';
import { SectionTabs } from '../components/layout/section-tabs';
import { PageHeader } from '../components/page-header';
import { useSupportSummary } from '../features/support/api/tickets';

/** `/admin/support/*`: contact tickets and the error reports sent from the storefront. */
export function SupportLayout() {
  const summary = useSupportSummary().data;
  const tabs = [
    { to: '/support', label: 'Tickets', count: summary?.open_tickets, countLabel: 'open', end: true },
    {
      to: '/support/error-reports',
      label: 'Error reports',
      count: summary?.unresolved_error_reports,
      countLabel: 'unresolved',
      end: false,
    },
    { to: '/support/mails', label: 'Mail', end: false },
  ];
  return (
    <>
      <PageHeader
        title="Support"
        description="Answer contact messages, follow up on errors shoppers reported, and see what the shop mailed."
      />
      <SectionTabs label="Support sections" tabs={tabs} />
      <Outlet />
    </>
  );
}

export { SupportLayout as Component };

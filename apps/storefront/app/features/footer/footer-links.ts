import { type MessageKey } from '../../lib/i18n';
/** The footer's link columns: Company, Customer Service and Legal, each a fixed set of static pages. */
export const FOOTER_COLUMNS = [
  {
    id: 'company',
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/careers', label: 'footer.careers' },
      { to: '/press', label: 'footer.press' },
      { to: '/blog', label: 'footer.blog' },
      { to: '/investors', label: 'footer.investors' },
    ],
  },
  {
    id: 'customer-service',
    title: 'footer.customerService',
    links: [
      { to: '/contact', label: 'footer.contact' },
      { to: '/faq', label: 'footer.faq' },
      { to: '/shipping', label: 'footer.shipping' },
      { to: '/returns', label: 'footer.returns' },
      { to: '/size-guide', label: 'footer.sizeGuide' },
    ],
  },
  {
    id: 'legal',
    title: 'footer.legal',
    links: [
      { to: '/terms', label: 'footer.terms' },
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/cookies', label: 'footer.cookies' },
      { to: '/accessibility', label: 'footer.accessibility' },
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; title: MessageKey; links: ReadonlyArray<{ to: string; label: MessageKey }> }>;

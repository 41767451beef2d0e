/** The footer's link columns: Company, Customer Service and Legal, each a fixed set of static pages. */
export const FOOTER_COLUMNS = [
  {
    id: 'company',
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/careers', label: 'Careers' },
      { to: '/press', label: 'Press' },
      { to: '/blog', label: 'Blog' },
      { to: '/investors', label: 'Investors' },
    ],
  },
  {
    id: 'customer-service',
    title: 'Customer Service',
    links: [
      { to: '/contact', label: 'Contact Us' },
      { to: '/faq', label: 'FAQ' },
      { to: '/shipping', label: 'Shipping Information' },
      { to: '/returns', label: 'Returns & Exchanges' },
      { to: '/size-guide', label: 'Size Guide' },
    ],
  },
  {
    id: 'legal',
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms of Service' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/cookies', label: 'Cookie Policy' },
      { to: '/accessibility', label: 'Accessibility' },
    ],
  },
] as const;

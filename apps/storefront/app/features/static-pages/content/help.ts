import type { PageBuilder } from '../types';
import { contact, p } from './blocks';

export const help: PageBuilder = ({ shopName }) => ({
  title: 'Help Center',
  description: `Get help with orders, delivery, returns and your ${shopName} account, or contact our support team.`,
  sections: [
    {
      heading: 'Popular topics',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/faq', label: 'Frequently asked questions', description: 'Quick answers about orders, payments and your account.' },
            { to: '/shipping', label: 'Shipping information', description: 'Delivery options, times and costs.' },
            { to: '/returns', label: 'Returns & exchanges', description: 'Send something back within 30 days.' },
            { to: '/size-guide', label: 'Size guide', description: 'Find the right fit for clothing and shoes.' },
          ],
        },
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/account', label: 'Account and profile', description: 'Update your details and see your orders.' },
            { to: '/auth/forgot-password', label: 'Reset your password', description: 'Get a link to choose a new password.' },
            { to: '/privacy', label: 'Your privacy', description: 'What we store about you and your rights.' },
          ],
        },
      ],
    },
    {
      heading: 'Something not working?',
      blocks: [
        p(
          'If the shop behaves unexpectedly, our status page shows whether everything is running normally. Error screens have a button to report the problem straight to our team.',
        ),
        { kind: 'links', items: [{ to: '/status', label: 'System status', description: 'Live health of the shop.' }] },
      ],
    },
    {
      heading: 'Contact our support team',
      blocks: [
        p('We answer messages within one business day, usually much sooner. Include your order number if your question is about an order.'),
        { kind: 'links', items: [{ to: '/contact', label: 'Send us a message', description: 'Use the contact form for any question.' }] },
        contact,
      ],
    },
  ],
});

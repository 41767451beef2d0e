import type { PageBuilder } from '../types';
import { contact, list, p } from './blocks';
import { LEGAL_UPDATED } from './terms';

export const privacy: PageBuilder = ({ shopName }) => ({
  title: 'Privacy Policy',
  description: `How ${shopName} collects, uses and protects your personal data, and the choices you have.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'Who we are',
      blocks: [
        p(
          `${shopName} is responsible for the personal data described here. We collect only what we need to run the shop and never sell your data.`,
        ),
      ],
    },
    {
      heading: 'What we collect',
      blocks: [
        {
          kind: 'table',
          caption: 'Personal data we process',
          head: ['Data', 'Why', 'How long we keep it'],
          rows: [
            [
              'Name, username, e-mail, password (stored as a secure hash)',
              'To create and run your account',
              'Until you delete your account',
            ],
            ['Delivery addresses and order history', 'To deliver orders and handle returns', 'As long as the law requires for accounting'],
            ['Messages to our support team', 'To answer your questions', '2 years after the conversation ends'],
            ['Newsletter e-mail address', 'To send the newsletter you confirmed', 'Until you unsubscribe'],
            [
              'Error reports (error ID, page, browser type)',
              'To find and fix problems in the shop',
              'Until the problem is fixed, at most 1 year',
            ],
          ],
        },
      ],
    },
    {
      heading: 'Newsletter',
      blocks: [
        p(
          'We only send the newsletter after you confirm your address through the link we e-mail you. Every newsletter contains a link to unsubscribe, and you can also ask us to remove you at any time.',
        ),
      ],
    },
    {
      heading: 'Who we share data with',
      blocks: [
        list(
          'Carriers, to deliver your parcels (name, address and phone number).',
          'Our payment provider, to process payments. We never see or store your full card details.',
          'Hosting and e-mail providers that process data on our behalf under contract.',
        ),
        p('We do not use advertising networks and do not sell or rent personal data.'),
      ],
    },
    {
      heading: 'Your rights',
      blocks: [
        list(
          'See the personal data we hold about you and get a copy of it.',
          'Have incorrect data corrected.',
          'Have your data deleted, unless we must keep it by law.',
          'Object to processing and withdraw consent at any time.',
          'Complain to your data protection authority.',
        ),
        p('To use any of these rights, contact us. We answer within 30 days.'),
      ],
    },
    {
      heading: 'Security',
      blocks: [
        p(
          'Connections to the shop are encrypted, passwords are stored as salted hashes, and access to personal data inside our team is limited to those who need it.',
        ),
      ],
    },
    { heading: 'Contact', blocks: [contact] },
  ],
});

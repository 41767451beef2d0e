import type { PageBuilder } from '../types';
import { contact, list, p } from './blocks';
import { LEGAL_UPDATED } from './terms';

export const cookies: PageBuilder = ({ shopName }) => ({
  title: 'Cookie Policy',
  description: `Which cookies and browser storage ${shopName} uses, and why. No advertising or tracking cookies.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'The short version',
      blocks: [
        p(
          `${shopName} does not use advertising or third-party tracking cookies. We only store what is needed to keep you signed in and the shop working.`,
        ),
      ],
    },
    {
      heading: 'What we store in your browser',
      blocks: [
        {
          kind: 'table',
          caption: 'Browser storage used by the shop',
          head: ['Name', 'Type', 'Purpose', 'Duration'],
          rows: [
            ['auth', 'Local storage', 'Keeps you signed in when you choose "Remember me"', 'Until you log out, at most 30 days'],
            ['auth', 'Session storage', 'Keeps you signed in for this browser tab', 'Until you close the tab or log out'],
            [
              'sw_session',
              'Cookie',
              'Shows your cart at once when "Remember me" is on',
              'At most 15 minutes, renewed while signed in; removed when you log out',
            ],
          ],
        },
        p('This storage is strictly necessary for signing in, so it does not need your consent. It is never shared with anyone.'),
      ],
    },
    {
      heading: 'Managing storage',
      blocks: [
        list(
          'Logging out removes your sign-in data straight away.',
          'You can clear site data at any time in your browser settings.',
          'Blocking storage completely means you cannot sign in, but you can still browse.',
        ),
      ],
    },
    { heading: 'Questions', blocks: [contact] },
  ],
});

import type { PageBuilder } from '../types';
import { contact, list, p } from './blocks';
import { LEGAL_UPDATED } from './terms';

export const accessibility: PageBuilder = ({ shopName }) => ({
  title: 'Accessibility Statement',
  description: `${shopName} wants everyone to be able to shop with ease. How we make the shop accessible and how to tell us about barriers.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'Our commitment',
      blocks: [
        p(
          `We want ${shopName} to be usable by everyone, including people who use a keyboard, a screen reader, magnification or voice control. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.`,
        ),
      ],
    },
    {
      heading: 'What we do',
      blocks: [
        list(
          'Every feature can be used with a keyboard, with a clearly visible focus indicator.',
          'Images have text alternatives, and icons used as buttons have accessible names.',
          'Text and controls meet a contrast ratio of at least 4.5:1.',
          'Form fields have labels, and errors are explained in text next to the field.',
          'Animations are reduced when your device asks for reduced motion.',
          'Pages work on small screens and when zoomed to 200%.',
          'We test pages with automated accessibility checks and by hand.',
        ),
      ],
    },
    {
      heading: 'Known limitations',
      blocks: [
        p(
          'Some product descriptions supplied by brands may lack detail for screen-reader users. We are improving them category by category.',
        ),
      ],
    },
    {
      heading: 'Feedback',
      blocks: [
        p(
          'If you meet a barrier on our site, please tell us: describe the page and the problem, and we will reply within five business days and help you complete your purchase another way in the meantime.',
        ),
        contact,
      ],
    },
  ],
});

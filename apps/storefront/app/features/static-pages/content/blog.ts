import type { PageBuilder } from '../types';
import { list, p } from './blocks';

export const blog: PageBuilder = ({ shopName }) => ({
  title: `The ${shopName} Blog`,
  description: `Buying guides, care tips and news from the ${shopName} team.`,
  sections: [
    {
      heading: 'How to choose headphones you will actually wear',
      blocks: [
        p(
          'Comfort matters more than specs. Over-ear headphones spread their weight and suit long listening; earbuds win for the gym and the commute.',
        ),
        list(
          'Noise cancelling is worth it if you travel or work in busy places.',
          'Look for at least 20 hours of battery life for wireless models.',
          'Check whether the ear cushions can be replaced: it doubles their life.',
        ),
      ],
    },
    {
      heading: 'Five ways to make your clothes last longer',
      blocks: [
        list(
          'Wash at 30 °C: it is gentler on fibres and colours, and saves energy.',
          'Turn printed T-shirts and jeans inside out before washing.',
          'Dry knitwear flat instead of hanging it.',
          'Use a laundry bag for delicates and anything with straps.',
          'Repair small tears and loose buttons early.',
        ),
      ],
    },
    {
      heading: 'Setting up a home workout corner',
      blocks: [
        p('You do not need a spare room. A mat, a pair of adjustable dumbbells and a resistance band cover most full-body routines.'),
        p('Keep your kit visible: people who can see their equipment train more often. A small shelf or basket is enough.'),
      ],
    },
    {
      heading: 'Our reading list for the season',
      blocks: [
        p(
          'Our team picked the books they could not put down this season, from page-turning thrillers to practical guides for cooking and travel. Browse them all in the Books category.',
        ),
      ],
    },
  ],
});

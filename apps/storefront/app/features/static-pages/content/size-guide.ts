import type { PageBuilder } from '../types';
import { list, p } from './blocks';

/** The women size table's figures, the same in every language (only its labels are translated). */
export const WOMEN_SIZES = [
  ['XS', '78–82', '60–64', '86–90', '31–32', '24–25', '34–35'],
  ['S', '83–87', '65–69', '91–95', '33–34', '26–27', '36–37'],
  ['M', '88–92', '70–74', '96–100', '35–36', '28–29', '38–39'],
  ['L', '93–98', '75–80', '101–106', '37–39', '30–31', '40–42'],
  ['XL', '99–105', '81–87', '107–113', '39–41', '32–34', '42–44'],
];

/** The men size table's figures, the same in every language (only its labels are translated). */
export const MEN_SIZES = [
  ['S', '88–94', '74–80', '35–37', '29–31'],
  ['M', '95–101', '81–87', '37–40', '32–34'],
  ['L', '102–108', '88–94', '40–42', '35–37'],
  ['XL', '109–115', '95–101', '43–45', '37–40'],
  ['XXL', '116–122', '102–108', '46–48', '40–42'],
];

/** The shoe size table's figures, the same in every language (only its labels are translated). */
export const SHOE_SIZES = [
  ['37', '6.5', '5', '4', '23.5'],
  ['38', '7.5', '6', '5', '24.1'],
  ['39', '8', '6.5', '5.5', '24.8'],
  ['40', '9', '7.5', '6.5', '25.4'],
  ['41', '9.5', '8', '7', '26.0'],
  ['42', '10.5', '9', '8', '26.7'],
  ['43', '11.5', '10', '9', '27.3'],
  ['44', '12', '10.5', '9.5', '27.9'],
  ['45', '13', '11.5', '10.5', '28.6'],
];

export const sizeGuide: PageBuilder = () => ({
  title: 'Size Guide',
  description: 'Find your size for clothing and shoes: body measurements in centimetres and inches, and shoe sizes across EU, US and UK.',
  sections: [
    {
      heading: 'How to measure',
      blocks: [
        p('Measure over light clothing with a soft tape measure, keeping it snug but not tight.'),
        list(
          'Chest or bust: around the fullest part, under the arms.',
          'Waist: around your natural waistline, the narrowest part of your torso.',
          'Hips: around the fullest part of your hips and seat.',
          'Foot length: stand on a sheet of paper, mark heel and longest toe, and measure the distance.',
        ),
        p('Between two sizes? Choose the larger one for a relaxed fit and the smaller one for a close fit.'),
      ],
    },
    {
      heading: "Women's clothing",
      blocks: [
        {
          kind: 'table',
          caption: "Women's clothing sizes (body measurements)",
          head: ['Size', 'Bust (cm)', 'Waist (cm)', 'Hips (cm)', 'Bust (in)', 'Waist (in)', 'Hips (in)'],
          rows: WOMEN_SIZES,
        },
      ],
    },
    {
      heading: "Men's clothing",
      blocks: [
        {
          kind: 'table',
          caption: "Men's clothing sizes (body measurements)",
          head: ['Size', 'Chest (cm)', 'Waist (cm)', 'Chest (in)', 'Waist (in)'],
          rows: MEN_SIZES,
        },
      ],
    },
    {
      heading: 'Shoes',
      blocks: [
        {
          kind: 'table',
          caption: 'Shoe size conversion',
          head: ['EU', 'US women', 'US men', 'UK', 'Foot length (cm)'],
          rows: SHOE_SIZES,
        },
        p(
          'Sizes vary a little between brands: check the product page for brand-specific notes. Exchanges for another size are always free.',
        ),
      ],
    },
  ],
});

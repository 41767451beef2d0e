import type { PageBuilder, PageContext } from '../types';
import { contact, list, p, steps } from './blocks';

/** The free-shipping sentence, exact when the settings give the amounts. */
export function freeShippingText({ freeShippingFrom, standardShippingRate }: PageContext): string {
  const standard = standardShippingRate
    ? `Standard delivery costs ${standardShippingRate}`
    : 'Standard delivery has a small flat fee shown at checkout';
  if (freeShippingFrom === null) return `${standard}.`;
  const free = freeShippingFrom
    ? `and is free on orders of ${freeShippingFrom} or more.`
    : 'and is free on orders above our free-shipping threshold, which your cart shows as you shop.';
  return `${standard}, ${free}`;
}

function freeRow(freeShippingFrom: string | null | undefined): string[][] {
  if (freeShippingFrom === null) return [];
  return [
    [
      'Free shipping',
      '3–5 business days',
      freeShippingFrom ? `Orders of ${freeShippingFrom} or more` : 'Orders above the free-shipping threshold',
    ],
  ];
}

export const shipping: PageBuilder = (ctx) => ({
  title: 'Shipping Information',
  description: `Delivery options, times and costs for orders from ${ctx.shopName}.`,
  sections: [
    {
      heading: 'Delivery options',
      blocks: [
        {
          kind: 'table',
          caption: 'Delivery options and times',
          head: ['Option', 'Delivery time', 'Cost'],
          rows: [
            ['Standard', '3–5 business days', ctx.standardShippingRate ?? 'Flat fee, shown at checkout'],
            ['Express', '1–2 business days', ctx.expressShippingRate ?? 'Shown at checkout'],
            ...freeRow(ctx.freeShippingFrom),
          ],
        },
        p(freeShippingText(ctx)),
      ],
    },
    {
      heading: 'When your order ships',
      blocks: [
        p(
          'Orders placed before 2 pm on a business day usually leave our warehouse the same day. Orders placed later, or at the weekend, ship on the next business day.',
        ),
        p(
          'You receive an e-mail with the tracking details as soon as your parcel is on its way. You can also follow every order in your account.',
        ),
      ],
    },
    {
      heading: 'Good to know',
      blocks: [
        list(
          'We ship to the address you enter at checkout; please check it carefully, as we cannot redirect parcels once they have left.',
          'If nobody is home, the carrier leaves a note and tries again or leaves the parcel at a nearby pick-up point.',
          'Large items such as furniture may arrive in more than one parcel.',
          'If a parcel arrives damaged, keep the packaging and contact us within 7 days: we will replace or refund it.',
        ),
      ],
    },
  ],
});

export const returns: PageBuilder = ({ shopName }) => ({
  title: 'Returns & Exchanges',
  description: `How to return or exchange an item bought from ${shopName}: 30 days, simple steps, quick refunds.`,
  sections: [
    {
      heading: 'Our 30-day promise',
      blocks: [
        p(
          'You can return any unused item in its original condition within 30 days of delivery, for any reason. Exchanges for another size or colour are free.',
        ),
      ],
    },
    {
      heading: 'How to return an item',
      blocks: [
        steps(
          'Contact us with your order number and the items you want to return.',
          'We reply with a prepaid return label and instructions.',
          'Pack the items securely, ideally in their original packaging, and attach the label.',
          'Drop the parcel at any carrier point and keep the receipt until your refund arrives.',
        ),
      ],
    },
    {
      heading: 'Refunds',
      blocks: [
        p(
          'We refund to your original payment method within 5 business days of receiving your return. Your bank may need a few more days to show it.',
        ),
        p('Original shipping costs are refunded when you return the whole order or when the item was faulty.'),
      ],
    },
    {
      heading: 'Items we cannot take back',
      blocks: [
        list(
          'Underwear and swimwear with the hygiene seal removed.',
          'Personalised items.',
          'Software, e-books and gift cards once activated.',
          'Items damaged through use after delivery.',
        ),
      ],
    },
    { heading: 'Need help with a return?', blocks: [contact] },
  ],
});

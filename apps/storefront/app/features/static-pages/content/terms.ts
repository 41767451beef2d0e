import type { PageBuilder } from '../types';
import { contact, list, p } from './blocks';

export const LEGAL_UPDATED = 'November 2026';

export const terms: PageBuilder = ({ shopName }) => ({
  title: 'Terms of Service',
  description: `The terms that apply when you use the ${shopName} website and buy from us.`,
  updated: LEGAL_UPDATED,
  sections: [
    {
      heading: 'About these terms',
      blocks: [
        p(
          `These terms apply to your use of the ${shopName} website and to every order you place with us. By creating an account or placing an order you accept them. Your statutory rights as a consumer are not affected.`,
        ),
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        list(
          'You must give accurate information and keep it up to date.',
          'Keep your password secret; you are responsible for activity in your account.',
          'We may suspend accounts that are used for fraud or abuse, and will tell you why.',
        ),
      ],
    },
    {
      heading: 'Orders and contract',
      blocks: [
        p(
          'Placing an order is an offer to buy. The contract is formed when we confirm that your order has shipped. If we cannot supply an item, we tell you and refund any amount paid for it.',
        ),
        p(
          'We do our best to show products and prices accurately. If a price is clearly wrong, we contact you before shipping and you may cancel the order.',
        ),
      ],
    },
    {
      heading: 'Prices and payment',
      blocks: [
        p(
          'Prices include applicable taxes. Shipping costs are shown in your cart before you pay. Payment is taken when you place your order.',
        ),
      ],
    },
    {
      heading: 'Delivery, returns and warranty',
      blocks: [
        p(
          'Delivery times and costs are described on our Shipping page. You may return unused items within 30 days of delivery as described on our Returns page. Faulty items are covered by the statutory warranty.',
        ),
      ],
    },
    {
      heading: 'Acceptable use',
      blocks: [
        list(
          'Do not try to break, overload or gain unauthorised access to the website.',
          'Do not post reviews that are false, offensive or written for payment.',
          'Do not use automated tools to copy the catalog at scale.',
        ),
      ],
    },
    {
      heading: 'Liability',
      blocks: [
        p(
          'We are responsible for loss or damage you suffer that is a foreseeable result of our breaking these terms or failing to use reasonable care. We are not responsible for losses that were not foreseeable, or for business losses.',
        ),
      ],
    },
    {
      heading: 'Changes and contact',
      blocks: [
        p(
          'We may update these terms; the version that applies to an order is the one shown when you placed it. Questions about these terms are welcome.',
        ),
        contact,
      ],
    },
  ],
});

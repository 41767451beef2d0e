import type { PageBuilder } from '../types';
import { freeShippingText } from './shipping-returns';

export const faq: PageBuilder = (ctx) => ({
  title: 'Frequently Asked Questions',
  description: `Answers to common questions about ordering, shipping, returns, payments and your ${ctx.shopName} account.`,
  sections: [
    {
      heading: 'Orders',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'How do I place an order?',
              a: 'Add products to your cart, open the cart and choose Checkout. You need to be signed in so we can keep your cart and orders in your account.',
            },
            {
              q: 'Can I change or cancel my order?',
              a: 'Contact us as soon as possible. We can change or cancel an order until it has been packed, which usually happens within a few hours.',
            },
            {
              q: 'Where can I see my orders?',
              a: 'Sign in and open your account: every order is listed with its status and tracking details.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Shipping',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'How long does delivery take?',
              a: 'Standard delivery takes 3–5 business days and express delivery 1–2 business days after your order ships.',
            },
            { q: 'How much does shipping cost?', a: freeShippingText(ctx) },
            {
              q: 'How do I track my parcel?',
              a: 'We e-mail you the tracking link when your order ships. You can also find it with the order in your account.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Returns and refunds',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'What is your return policy?',
              a: 'You can return unused items in their original condition within 30 days of delivery, for any reason.',
            },
            { q: 'When will I get my refund?', a: 'Within 5 business days of your return reaching us, to your original payment method.' },
            {
              q: 'Can I exchange an item for another size?',
              a: 'Yes. Exchanges for another size or colour are free; contact us and we will arrange it.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        {
          kind: 'faq',
          items: [
            { q: 'Which payment methods do you accept?', a: 'Visa, Mastercard and PayPal.' },
            {
              q: 'Is paying online safe?',
              a: 'Yes. Payments are encrypted and handled by our payment provider; we never see or store your full card number.',
            },
            {
              q: 'When is my card charged?',
              a: 'When you place your order. If an item turns out to be unavailable, we refund it straight away.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        {
          kind: 'faq',
          items: [
            {
              q: 'Do I need an account to shop?',
              a: 'You can browse without one. To use the cart and the wishlist, please sign up or sign in: it takes less than a minute.',
            },
            {
              q: 'I forgot my password. What now?',
              a: 'Choose "Forgot password?" in the sign-in dialog and enter your e-mail address. We send you a link to set a new password; it is valid for 60 minutes.',
            },
            {
              q: 'How do I stop the newsletter?',
              a: 'Every newsletter has an unsubscribe link at the bottom. One click on the button on that page is enough.',
            },
          ],
        },
      ],
    },
  ],
});

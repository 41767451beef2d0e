import type { PageBuilder } from '../types';
import { contact, list, p } from './blocks';

export const about: PageBuilder = ({ shopName }) => ({
  title: `About ${shopName}`,
  description: `${shopName} is an independent online shop for electronics, clothing, home goods, sports gear and books, chosen with care and delivered fast.`,
  sections: [
    {
      heading: 'Our story',
      blocks: [
        p(
          `${shopName} started with a simple idea: shopping online should feel as calm and trustworthy as visiting a good local store. We keep a focused range of products we would buy ourselves, describe them honestly and ship them quickly.`,
        ),
        p('Today we serve customers across the country from our own warehouse, with a small team that answers every message personally.'),
      ],
    },
    {
      heading: 'What we believe in',
      blocks: [
        list(
          'Fewer, better products: every item is checked for quality before it joins the catalog.',
          'Clear prices: the price you see includes everything except shipping, which is shown before you pay.',
          'Easy returns: changed your mind? Send it back within 30 days.',
          'Real people: our support team is in-house, not outsourced.',
        ),
      ],
    },
    {
      heading: 'What you will find here',
      blocks: [
        {
          kind: 'links',
          items: [
            { to: '/products?category=electronics', label: 'Electronics', description: 'Phones, laptops, audio and accessories.' },
            { to: '/products?category=clothing', label: 'Clothing', description: 'Everyday wear and sportswear from trusted brands.' },
            { to: '/products?category=home', label: 'Home', description: 'Furniture, lighting and kitchen essentials.' },
            { to: '/products?category=sports', label: 'Sports', description: 'Gear for the gym, the court and the trail.' },
            { to: '/products?category=books', label: 'Books', description: 'Bestsellers, classics and new discoveries.' },
          ],
        },
      ],
    },
    { heading: 'Get in touch', blocks: [p('We love hearing from customers. Questions, ideas or feedback are all welcome.'), contact] },
  ],
});

export const careers: PageBuilder = ({ shopName, email }) => ({
  title: `Careers at ${shopName}`,
  description: `Join the ${shopName} team: open positions, how we work and what we offer.`,
  sections: [
    {
      heading: 'Working with us',
      blocks: [
        p(
          `${shopName} is a small team with a big say in how the shop works. We value clear writing, kind feedback and shipping improvements every week.`,
        ),
        list(
          'Flexible hours and the option to work remotely for most roles.',
          '30 days of paid holiday plus public holidays.',
          'A yearly learning budget for courses, books and conferences.',
          'A generous staff discount across the whole catalog.',
        ),
      ],
    },
    {
      heading: 'Open positions',
      blocks: [
        {
          kind: 'table',
          caption: 'Current openings',
          head: ['Role', 'Team', 'Location'],
          rows: [
            ['Customer Support Specialist', 'Customer Care', 'Remote'],
            ['Warehouse Associate', 'Operations', 'On site'],
            ['Frontend Developer (React)', 'Engineering', 'Remote or hybrid'],
            ['Category Buyer, Home', 'Merchandising', 'Hybrid'],
          ],
        },
      ],
    },
    {
      heading: 'How to apply',
      blocks: [
        p(
          `Send a short note about yourself and the role you are interested in${email ? ` to ${email}` : ''}, with "Careers" in the subject. A CV is welcome but not required.`,
        ),
        p(
          'We reply to every application within two weeks. Our process is one conversation with the team, a small paid task where relevant, and a final chat.',
        ),
      ],
    },
  ],
});

export const press: PageBuilder = ({ shopName, email }) => ({
  title: 'Press',
  description: `News, facts and media contacts for journalists writing about ${shopName}.`,
  sections: [
    {
      heading: `${shopName} at a glance`,
      blocks: [
        list(
          `${shopName} is an independent online shop for electronics, clothing, home, sports and books.`,
          'Orders ship from our own warehouse, most of them on the day they are placed.',
          'Customers can return unused items within 30 days.',
          'The shop is built on open-source software.',
        ),
      ],
    },
    {
      heading: 'Recent news',
      blocks: [
        list(
          'New: a redesigned shop with faster pages and better accessibility.',
          'Newsletter relaunch: members hear about offers first, twice a month at most.',
          'Extended returns window of 30 days on all categories.',
        ),
      ],
    },
    {
      heading: 'Media contact',
      blocks: [
        p(
          `For interviews, images or background information, write to ${email || 'our support team'} with "Press" in the subject. We usually answer within one working day.`,
        ),
      ],
    },
  ],
});

export const investors: PageBuilder = ({ shopName, email }) => ({
  title: 'Investor Relations',
  description: `Information for investors and partners interested in ${shopName}.`,
  sections: [
    {
      heading: 'Company overview',
      blocks: [
        p(`${shopName} is a privately held company. Its shares are not listed on any stock exchange and are not offered to the public.`),
        p('We grow steadily and profitably by keeping our range focused, our operations lean and our customers coming back.'),
      ],
    },
    {
      heading: 'Our priorities',
      blocks: [
        list(
          'Customer satisfaction and repeat purchases.',
          'Efficient fulfilment from our own warehouse.',
          'Responsible sourcing and less packaging.',
          'Investment in the shop experience on every device.',
        ),
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        p(`Partners and investors can reach our management team at ${email || 'our support address'} with "Investors" in the subject.`),
      ],
    },
  ],
});

import { prerender } from 'react-dom/static';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_SETTINGS } from '../../lib/shop-settings';
import { Footer } from './footer';

describe('footer (server render)', () => {
  const Stub = createRoutesStub([{ path: '/', Component: () => <Footer settings={{ ...FALLBACK_SETTINGS, shop_name: 'Acme Goods' }} /> }]);
  // Rendered to the end, as the server renders pages (the newsletter form loads on demand).
  let html = '';
  beforeAll(async () => {
    const { prelude } = await prerender(<Stub initialEntries={['/']} />);
    html = await new Response(prelude).text();
  });

  it('has the newsletter area with its exact texts and a labelled e-mail input', () => {
    expect(html).toContain('Stay Updated with Our Latest Offers');
    expect(html).toContain('placeholder="Enter your email address"');
    expect(html).toMatch(/<label for="newsletter-email"/);
    expect(html).toContain('>Subscribe<');
    expect(html).toContain('href="/privacy"');
  });

  it('links every static page of the three columns', () => {
    for (const slug of [
      'about',
      'careers',
      'press',
      'blog',
      'investors',
      'contact',
      'faq',
      'shipping',
      'returns',
      'size-guide',
      'terms',
      'privacy',
      'cookies',
      'accessibility',
    ]) {
      expect(html).toContain(`href="/${slug}"`);
    }
  });

  it('shows contact lines, social links in new tabs, copyright and payment badges', () => {
    expect(html).toContain(`href="mailto:${FALLBACK_SETTINGS.contact_email}"`);
    expect(html).toContain('href="tel:+15550100199"');
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn', 'YouTube']) {
      expect(html).toMatch(new RegExp(`target="_blank" rel="noopener noreferrer" aria-label="${name}"`));
    }
    expect(html).toContain(`© ${new Date().getFullYear()} Acme Goods`);
    for (const name of ['Visa', 'Mastercard', 'PayPal']) expect(html).toContain(`aria-label="${name}"`);
  });
});

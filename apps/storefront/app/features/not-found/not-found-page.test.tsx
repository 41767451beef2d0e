import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page';

describe('404 page (server render)', () => {
  const Stub = createRoutesStub([{ path: '*', Component: NotFoundPage }]);
  const html = renderToString(<Stub initialEntries={['/no/such/page']} />);

  it('shows the title and the countdown from 10 without starting it', () => {
    expect(html).toContain('Oops! Page Not Found');
    expect(html).toMatch(/data-testid="countdown-seconds"[^>]*>10</);
    expect(html).toContain('Cancel redirect');
  });

  it('links the categories and the quick links', () => {
    for (const href of [
      '/products?category=electronics',
      '/products?category=clothing',
      '/products?category=home',
      '/products?category=sports',
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const href of ['/', '/products', '/categories', '/account', '/contact', '/help']) expect(html).toContain(`href="${href}"`);
  });

  it('searches the catalog with a labelled GET form to /products', () => {
    expect(html).toMatch(/<form[^>]*action="\/products"[^>]*method="get"/);
    expect(html).toContain('<label for="not-found-search"');
    expect(html).toContain('name="q"');
  });
});

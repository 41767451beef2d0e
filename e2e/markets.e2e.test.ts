import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translator } from '@shopwright/shared/i18n/catalogs';
import { formatMoney } from '@shopwright/shared/money';
import { openAsAdmin } from './admin-session';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { CARD_EXPIRY } from './checkout-steps';
import { call, DEMO_ADMIN, signIn } from './http';
import { latestMailTo } from './outbox';
import { shoot } from './screenshots';
import type { RunningShop } from './server';
import { registerCustomer, signInFromHome } from './session';

/**
 * Issue 27's browser test: a shopper switches from the US home page to the demo's euro market
 * (path `/de`, German, EUR at 0.92 with the 0.99 rounding), sees German pages and euro prices,
 * searches in German, checks out with a German address and gets a German mail; the admin shows
 * the order in euros and in dollars at its rate.
 */
let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

const de = translator('de');
/** Intl writes "302,99 €" with a no-break space; the tests read text with plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const EURO = /\d{1,3}(\.\d{3})*,\d{2} €/;
/** Only the German demo texts have this word: the English name is "… Wireless Headphones". */
const GERMAN_TERM = 'Kopfhörer';

/** A control's box when it is smaller than 44 x 44 px (the phone target size), else null. */
async function tooSmall(target: Locator): Promise<string | null> {
  const box = await target.boundingBox();
  if (!box) return 'not visible';
  return box.height < 44 || box.width < 44 ? `${Math.round(box.width)} x ${Math.round(box.height)}` : null;
}

/** Photographs the page at its width (toasts hidden: they cover the top bar). */
async function shootAt(page: Page, name: string, width: number) {
  const style = await page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' });
  await shoot(page, name, [width]);
  await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
  await style.evaluate((el) => (el as HTMLStyleElement).remove());
}

describe('a shopper in the German market', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'on a %s, switches to Europe · Deutsch, searches in German, pays in euros and the admin shows the order in both currencies',
    async (kind, viewport) => {
      const phone = kind === 'phone';
      const customer = await registerCustomer(shop.url);
      const { context, page } = await newPage(browser, shop.url, viewport);
      await signInFromHome(page, customer.email, customer.password);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      // The picker: in the phone menu on a phone, in the footer on a desktop.
      let picker: Locator;
      if (phone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        picker = page.locator('#mobile-menu details');
      } else {
        picker = page.locator('footer details');
      }
      const summary = picker.locator('summary');
      await summary.scrollIntoViewIfNeeded();
      expect(plain(await summary.textContent())).toContain('United States · English · USD');
      await summary.click();
      const choice = picker.getByRole('link', { name: 'Europe: Deutsch (EUR)' });
      await choice.waitFor();
      const small: Record<string, string> = {};
      for (const [name, target] of [
        ['summary', summary],
        ...(await picker.getByRole('link').all()).map((l, i) => [`link ${i}`, l] as const),
      ] as const) {
        const problem = await tooSmall(target);
        if (problem) small[`${name} ${plain(await target.textContent()).trim()}`] = problem;
      }
      expect(small).toEqual({});
      await shootAt(page, `markets-picker-${kind}`, viewport.width);
      await choice.click();

      // German pages with euro prices.
      await page.waitForURL((url) => url.pathname === '/de' || url.pathname === '/de/');
      expect(await page.locator('html').getAttribute('lang')).toBe('de');
      expect(await page.locator('html').getAttribute('data-market')).toBe('eu');
      if (phone) await page.getByRole('button', { name: de('nav.openMenu') }).click();
      const nav = phone ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: de('nav.main') });
      await nav
        .getByRole('link', { name: de('nav.home'), exact: true })
        .first()
        .waitFor();
      await nav.getByText(de('nav.categories')).first().waitFor();
      await expect.poll(async () => plain(await page.locator('main').textContent())).toMatch(EURO);
      expect(plain(await page.locator('main').textContent())).not.toMatch(/\$\d/);
      await shootAt(page, `markets-home-de-${kind}`, viewport.width);

      // A German search finds the product by its German name.
      const search = (phone ? page.locator('#mobile-menu') : page.locator('header')).getByRole('combobox', {
        name: de('nav.searchProducts'),
      });
      await search.fill(GERMAN_TERM);
      await search.press('Enter');
      await page.waitForURL((url) => url.pathname === '/de/products' && url.searchParams.get('q') === GERMAN_TERM);
      const result = page
        .locator('main')
        .getByRole('link', { name: /Sony WH-1000XM5 kabellose Kopfhörer/ })
        .first();
      await result.waitFor();
      await shootAt(page, `markets-search-de-${kind}`, viewport.width);
      await result.click();
      await page.waitForURL((url) => url.pathname.startsWith('/de/products/'));
      await page.getByRole('heading', { level: 1, name: /Sony WH-1000XM5 kabellose Kopfhörer/ }).waitFor();
      // The page's canonical URL and its offer's URL are the market's (`/de/products/…`).
      await expect
        .poll(() => page.locator('link[rel="canonical"]').getAttribute('href'))
        .toMatch(/^https?:\/\/[^/]+\/de\/products\/[^/]+$/);
      const offer = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}').offers;
      expect(offer.url).toMatch(/^https?:\/\/[^/]+\/de\/products\/[^/]+$/);
      expect(offer.priceCurrency).toBe('EUR');
      await expect.poll(async () => plain(await page.locator('main').textContent())).toMatch(EURO);
      await page.getByRole('button', { name: de('product.addToCart'), exact: true }).click();
      await page.getByText(de('cart.toast.added')).first().waitFor();
      await shootAt(page, `markets-product-de-${kind}`, viewport.width);

      // The cart and the checkout, in German and in euros.
      await page
        .getByRole('link', { name: new RegExp(`^${de('nav.cart')}`) })
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/de/cart');
      await page.getByRole('heading', { name: de('cart.title') }).waitFor();
      expect(plain(await page.locator('main').textContent())).toMatch(EURO);
      // The line is named in German, as the product page named it (ADR 030).
      await page
        .locator('main')
        .getByRole('link', { name: /Sony WH-1000XM5 kabellose Kopfhörer/ })
        .first()
        .waitFor();
      await shootAt(page, `markets-cart-de-${kind}`, viewport.width);
      await page.getByRole('link', { name: de('cart.checkout') }).click();
      await page.waitForURL((url) => url.pathname === '/de/checkout');
      await page.getByRole('heading', { name: de('checkoutPage.title') }).waitFor();
      await page.getByLabel(de('address.fullName'), { exact: true }).fill('Kai Käufer');
      await page.getByLabel(de('address.line1'), { exact: true }).fill('Hafenstraße 12');
      await page.getByLabel(de('address.city'), { exact: true }).fill('Hamburg');
      await page.getByLabel(de('address.postalCode'), { exact: true }).fill('20457');
      await page.getByLabel(de('address.country'), { exact: true }).selectOption('DE');
      await page.getByRole('button', { name: de('checkout.continueToDelivery') }).click();
      await page.getByRole('button', { name: de('checkout.continueToReview') }).click();
      await page.getByRole('button', { name: de('checkout.continueToPayment') }).click();
      await page.getByLabel(de('card.number')).fill('4242 4242 4242 4242');
      await page.getByLabel(de('card.expiry')).fill(CARD_EXPIRY.replace('/', ''));
      await page.getByLabel(de('card.cvc')).fill('123');
      await page.getByLabel(de('card.holder')).fill('Kai Käufer');
      const pay = page.getByRole('button', { name: / bezahlen$/ });
      expect(plain(await pay.textContent())).toMatch(EURO);
      await shootAt(page, `markets-checkout-de-${kind}`, viewport.width);
      await pay.click();

      // The German confirmation.
      await page.waitForURL((url) => /^\/de\/checkout\/confirmation\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: de('confirmation.title') }).waitFor();
      const id = Number(new URL(page.url()).pathname.split('/').at(-1));
      const number = (await page.getByTestId('order-number').textContent())!.trim();
      expect(number).toMatch(/^SW-\d+$/);
      expect(plain(await page.locator('main').textContent())).toMatch(EURO);
      expect(await page.locator('main').textContent()).toContain('Sony WH-1000XM5 kabellose Kopfhörer');
      await shootAt(page, `markets-confirmation-de-${kind}`, viewport.width);

      // The order as the API keeps it: euros, the euro market's rate, German.
      const token = await signIn(shop.url, DEMO_ADMIN.email, DEMO_ADMIN.password);
      const order = (await call(`${shop.url}/api/admin/orders/${id}`, { token })).body;
      expect(order).toMatchObject({ number, market: 'eu', currency: 'EUR', exchange_rate: 0.92, base_currency: 'USD' });
      expect(order.shipping_address).toMatchObject({ country: 'DE', city: 'Hamburg' });
      // Staff read the catalog's own (English) name; the shopper's German one is frozen beside it.
      expect(order.lines[0].name).not.toContain('Kopfhörer');
      const totalDe = plain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(order.total));

      // The German confirmation mail with the euro amounts.
      const mail = await latestMailTo(shop.dataDir, customer.email);
      expect(mail.subject).toBe(de('mail.order.confirmedSubject', { number }));
      const body = plain(mail.text_body);
      expect(body).toContain(de('mail.order.thanks', { shop: '\u0000' }).split('\u0000')[0]);
      expect(body).toContain(`Gesamt: ${totalDe}`);
      expect(body).toContain('Sony WH-1000XM5 kabellose Kopfhörer');
      // Its link opens the order on the German pages.
      expect(body).toContain(`${shop.url}/de/orders/${id}`);
      expect(body).not.toMatch(/\$\d/);

      // The admin: the order in euros, and in dollars at its rate.
      const admin = await context.browser()!.newContext({ baseURL: shop.url, viewport, reducedMotion: 'reduce' });
      const adminPage = await admin.newPage();
      await openAsAdmin(adminPage, `/admin/orders/${id}`);
      await adminPage.getByRole('heading', { name: `Order ${number}` }).waitFor();
      const eur = formatMoney(order.total, 'EUR');
      const usd = `${formatMoney(order.total_base, 'USD')} at 0.92`;
      // Under the lines' total and in the payment card: the euros charged, and the dollars at the rate.
      const total = adminPage.getByRole('table', { name: 'Order lines' }).locator('tfoot tr').last();
      await total.getByText(usd, { exact: true }).waitFor();
      expect(plain(await total.textContent())).toBe(`Total${eur}${usd}`);
      await expect.poll(() => adminPage.getByText(usd, { exact: true }).count()).toBe(2);
      await adminPage.getByText('Europe · EUR', { exact: true }).waitFor();
      await shootAt(adminPage, `markets-admin-order-${kind}`, viewport.width);
      await adminPage.goto(`/admin/orders?q=${number}`);
      const row = adminPage.getByRole('row').filter({ hasText: number });
      await row.getByText(eur).waitFor();
      await row.getByText(formatMoney(order.total_base, 'USD')).waitFor();
      await admin.close();
      await context.close();
    },
  );
});

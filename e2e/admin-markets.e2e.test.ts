import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryName } from '@shopwright/shared/account';
import { MARKET_MESSAGES as M, type Market } from '@shopwright/shared/markets';
import { ADMIN, openAsAdmin } from './admin-session';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { call, signIn } from './http';
import type { RunningShop } from './server';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** Euro countries the test may give its market (the first that no market has yet). */
const EURO_COUNTRIES = ['SK', 'SI', 'LV', 'LT', 'EE', 'LU', 'MT', 'CY', 'HR', 'FI', 'PT', 'GR'];

/** Controls under 44 px (outside the section tabs) and how far the page runs past the right edge. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const main = document.querySelector('main')!;
    for (const el of main.querySelectorAll<HTMLElement>('a, button, input, select, textarea')) {
      if (el.closest('nav') || el.getAttribute('type') === 'hidden') continue;
      const target = el.matches('input[type=checkbox], input[type=radio]') ? (el.closest('label') ?? el) : el;
      if (getComputedStyle(target).display === 'inline') continue;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.height < 44 || box.width < 44) small.push(`${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`);
    }
    return { small, overflow: document.documentElement.scrollWidth - window.innerWidth };
  });
}

/** The error shown under a field (the element its aria-describedby names), or null. */
async function errorUnder(field: Locator): Promise<string | null> {
  const id = await field.getAttribute('aria-describedby');
  return id?.endsWith('-error') ? field.page().locator(`[id="${id}"]`).textContent() : null;
}

/** Serious accessibility problems in the page (or the part `include` names). */
async function seriousAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Photographs the page at 1280 and 390 px without the toasts (they cover the top bar). */
async function shootBoth(page: Page, name: string) {
  const style = await page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' });
  await shoot(page, name, [1280, 390]);
  await style.evaluate((el) => (el as HTMLStyleElement).remove());
}

describe('admin settings: markets, prices per currency and translations', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'on a %s, staff create a euro market, are refused a country of another market, fix a product’s EUR price and give it a German name',
    async (kind, viewport) => {
      const phone = kind === 'phone';
      const tag = `${kind[0]}${Date.now().toString(36).slice(-6)}`;
      const code = `eu-${tag}`;
      const name = `Euro ${tag}`;
      const token = await signIn(shop.url, ADMIN.email, ADMIN.password);
      const api = (path: string, init: { method?: string; body?: unknown } = {}) => call(`${shop.url}/api/${path}`, { ...init, token });

      // A country another market has: the demo's, or one of a market made for the test.
      let markets = (await api('admin/markets')).body as Market[];
      let owner = markets.find((m) => !m.primary && m.countries.length > 0);
      if (!owner) {
        const made = await api('admin/markets', {
          method: 'POST',
          body: {
            code: `ch-${tag}`,
            name: 'Switzerland',
            countries: ['CH'],
            currency: 'CHF',
            languages: ['de'],
            path: `/ch-${tag}`,
            exchange_rate: 0.88,
          },
        });
        expect(made.status).toBe(201);
        owner = made.body as Market;
        markets = (await api('admin/markets')).body as Market[];
      }
      const taken = owner.countries[0]!;
      const held = new Set(markets.flatMap((m) => m.countries));
      const free = EURO_COUNTRIES.find((c) => !held.has(c))!;
      expect(free).toBeDefined();

      const { context, page } = await newPage(browser, shop.url, viewport);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await openAsAdmin(page, '/admin/settings/markets');
      const table = page.getByRole('table', { name: 'Markets' });
      await table.getByRole('row').filter({ hasText: 'Primary' }).waitFor();
      if (phone) expect(await layoutProblems(page)).toEqual({ small: [], overflow: 0 });
      else expect(await seriousAxe(page)).toEqual([]);

      // The new market: EUR at 0.92 rounded up to .99, German first then English, a free country and a taken one.
      await page.getByRole('link', { name: 'Add market' }).click();
      await page.getByRole('heading', { name: 'New market' }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Code', { exact: true }).fill(code);
      await page.getByLabel('URL path').fill(`/${code}`);
      await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
      await page.getByLabel(/^Exchange rate/).fill('0.92');
      await page.getByLabel('Rounding').selectOption('0.99');
      await page.getByText('$19.99 → €18.99').waitFor();
      const addLanguage = page.getByLabel('Add a language');
      await addLanguage.fill('en');
      await addLanguage.press('Enter');
      await addLanguage.fill('de');
      await page.getByRole('button', { name: 'Add language' }).click();
      await page.getByRole('button', { name: 'Move German up' }).click();
      const chosenLanguages = page.getByRole('list', { name: 'Chosen languages' });
      await expect
        .poll(() => chosenLanguages.getByRole('listitem').allTextContents())
        .toEqual([expect.stringMatching(/^1\.German de.*Default/), expect.stringMatching(/^2\.English en/)]);
      const countries = page.getByRole('group', { name: 'Countries', exact: true });
      const choices = page.getByRole('group', { name: 'Countries to choose from' });
      for (const country of [free, taken]) {
        await page.getByLabel('Search countries').fill(countryName(country).slice(0, 5));
        await choices.getByRole('checkbox', { name: new RegExp(`^${countryName(country)} ${country}`) }).check();
      }
      await expect.poll(() => countries.getByRole('list', { name: 'Chosen countries' }).getByRole('listitem').count()).toBe(2);
      await page.getByRole('button', { name: 'Create market' }).click();

      // The API refuses the country another market has: said beside the countries, its chip marked.
      await countries.getByText(M.countryTaken(taken, owner.code)).waitFor();
      expect(await countries.getAttribute('aria-describedby')).toMatch(/-errors$/);
      if (phone) expect(await layoutProblems(page)).toEqual({ small: [], overflow: 0 });
      else {
        expect(await seriousAxe(page)).toEqual([]);
        await shootBoth(page, 'admin-market-country-taken');
      }
      await countries.getByRole('button', { name: `Remove ${countryName(taken)}` }).click();
      await expect.poll(() => countries.getByText(M.countryTaken(taken, owner.code)).count()).toBe(0);
      await page.getByRole('button', { name: 'Create market' }).click();
      await page.getByText(`Market ${name} created.`).waitFor();
      const row = table.getByRole('row').filter({ hasText: code });
      await row.getByRole('link', { name, exact: true }).waitFor();
      if (!phone) {
        for (const text of ['EUR', `/${code}`, '0.92', 'Up to .99', 'Active'])
          await row.getByRole('cell', { name: text, exact: true }).waitFor();
        await shootBoth(page, 'admin-markets');
      }
      const made = (await api(`admin/markets/${code}`)).body as Market;
      expect(made).toMatchObject({
        code,
        name,
        countries: [free],
        currency: 'EUR',
        languages: ['de', 'en'],
        path: `/${code}`,
        exchange_rate: 0.92,
        rounding: '0.99',
        active: true,
        primary: false,
      });

      // The primary market has no delete button.
      await expect.poll(() => table.getByRole('button', { name: /^Delete market/ }).count()).toBeGreaterThan(0);
      const primary = markets.find((m) => m.primary)!;
      expect(await table.getByRole('button', { name: `Delete market ${primary.name}` }).count()).toBe(0);

      // A product's fixed EUR price: more decimals than EUR has are refused beside the field, then saved.
      const product = (
        (await api('admin/products?page_size=1&sort=name')).body as { results: Array<{ id: number; name: string; published: boolean }> }
      ).results[0]!;
      await page.goto(`/admin/products/edit-product/${product.id}`);
      const form = page.getByRole('form', { name: 'Prices per currency' });
      const eur = form.getByRole('group', { name: /^EUR prices/ }).getByRole('group', { name: 'Product', exact: true });
      const price = eur.getByLabel('Price (EUR)', { exact: true });
      const sale = eur.getByLabel('Sale price (EUR)', { exact: true });
      await price.waitFor();
      expect(await price.getAttribute('placeholder')).toMatch(/^€[\d,]+\.\d\d$/);
      await price.fill('24.999');
      await form.getByRole('button', { name: 'Save prices' }).click();
      await expect.poll(() => errorUnder(price)).toBe(M.priceDecimals('EUR', 2));
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      if (!phone) expect(await seriousAxe(page, 'form[aria-label="Prices per currency"]')).toEqual([]);
      await price.fill('24.90');
      await sale.fill('19.90');
      await form.getByRole('button', { name: 'Save prices' }).click();
      await page.getByText(`Prices per currency of ${product.name} saved.`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      if (!phone) await shootBoth(page, 'admin-product-prices');

      const fixed = (await api(`admin/products/${product.id}/prices`)).body as Array<Record<string, unknown>>;
      expect(fixed).toContainEqual({ currency: 'EUR', variant_id: null, price: 24.9, sale_price: 19.9 });
      await page.reload();
      await expect.poll(() => price.inputValue()).toBe('24.90');
      expect(await sale.inputValue()).toBe('19.90');
      if (product.published) {
        // The shop's product in the new market: the fixed price, in euros.
        const shown = await call(`${shop.url}/api/products/${product.id}?market=${code}`);
        expect(shown.body).toMatchObject({ currency: 'EUR', sale_price: 19.9 });
      }

      // Its German name, in the product form: the language's tab is marked while texts are missing.
      const translations = page.getByRole('group', { name: 'Translations of the product' });
      const german = translations.getByRole('tab', { name: /^German/ });
      await german.click();
      // (The demo's products have German texts already; a product without them says so on the tab.)
      const before = (await api(`admin/products/${product.id}`)).body as {
        translations: Record<string, { name: string | null } | undefined>;
      };
      if (!before.translations.de?.name) expect(await german.textContent()).toContain('missing texts');
      await translations.getByLabel('Name (German)').fill(`Produkt ${tag}`);
      if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      else expect(await seriousAxe(page, '[aria-label="Translations of the product"]')).toEqual([]);
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL(/\/admin\/products\/view-product\//);
      const saved = (await api(`admin/products/${product.id}`)).body as { translations: Record<string, { name: string | null }> };
      expect(saved.translations.de?.name).toBe(`Produkt ${tag}`);

      expect(errors).toEqual([]);
      await context.close();
    },
  );
});

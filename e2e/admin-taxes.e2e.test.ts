import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, ADMIN_PRODUCT_MESSAGES as P, ADMIN_VARIANT_MESSAGES as V } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { TAX_MESSAGES as T } from '@shopwright/shared/tax';
import { ADMIN, openAsAdmin } from './admin-session';
import { closeShopAndBrowser, DESKTOP, newPage, openShopAndBrowser, PHONE } from './browser';
import { call, signIn } from './http';
import type { RunningShop } from './server';
import { shoot } from './screenshots';
import { adminVariants, productWithVariants } from './variant-fixtures';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/**
 * The page's controls (outside the section tabs) smaller than a 44 px touch target, and how far
 * the page runs past the viewport's right edge: what a phone must not have.
 */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const main = document.querySelector('main')!;
    for (const el of main.querySelectorAll<HTMLElement>('a, button, input, select, textarea')) {
      if (el.closest('nav') || el.getAttribute('type') === 'hidden') continue;
      // A checkbox or radio is hit through its label; a link inside running text is exempt.
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

/** Photographs the page at 1280, 820 and 390 px without the toasts (they cover the top bar), after axe finds nothing serious. */
async function shootAll(page: Page, name: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect({ name, serious }).toEqual({ name, serious: [] });
  const style = await page.addStyleTag({ content: '[data-rht-toaster] { display: none !important; }' });
  await shoot(page, name, [1280, 820, 390]);
  await style.evaluate((el) => (el as HTMLStyleElement).remove());
}

async function expectPhoneFriendly(page: Page, phone: boolean) {
  if (!phone) return;
  expect(await layoutProblems(page)).toEqual({ small: [], overflow: 0 });
}

describe('admin settings: taxes and shipping by destination', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s, staff set up a zone, a rate and a shipping method through the pages', async (kind, viewport) => {
    const phone = kind === 'phone';
    const tag = `${kind}-${Date.now().toString(36)}`;
    const zone = `fr-${tag}`;
    const method = `colissimo-${tag}`;
    const { context, page } = await newPage(browser, shop.url, viewport);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openAsAdmin(page, '/admin/settings');

    // The general settings keep their shortcuts and lead to the new pages.
    await page.getByLabel('Tax rate (%)').waitFor();
    await page.getByRole('link', { name: 'Taxes by destination' }).click();
    await page.getByRole('heading', { name: 'Zones' }).waitFor();
    await page.getByRole('table', { name: 'Zones' }).getByText('Everywhere').first().waitFor();
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-taxes');

    // A zone: a region that is not one of France's is refused by the API under its field.
    await page.getByRole('link', { name: 'Add zone' }).click();
    await page.getByRole('heading', { name: 'New zone' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('France');
    await page.getByLabel('Code', { exact: true }).fill(zone);
    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    await page.getByLabel('Region (optional)').fill('ZZ');
    await page.getByRole('button', { name: 'Create zone' }).click();
    const region = page.getByLabel('Region (optional)');
    await expect.poll(() => errorUnder(region)).toBe(T.regionInvalid('FR'));
    expect(await region.getAttribute('aria-invalid')).toBe('true');
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-zone-error');
    await region.fill('');
    await page.getByRole('button', { name: 'Create zone' }).click();
    await page.getByText('Zone France created.').waitFor();
    const zoneRow = page.getByRole('table', { name: 'Zones' }).getByRole('row').filter({ hasText: zone });
    await zoneRow.getByRole('link', { name: 'Edit zone France' }).click();
    await page.getByRole('heading', { name: 'Zone France' }).waitFor();
    expect(await page.getByLabel('Code', { exact: true }).getAttribute('readonly')).not.toBeNull();
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-zone-edit');
    await page.getByRole('link', { name: 'Cancel' }).click();

    // A rate: 20 % standard in that zone; a second one on the same days is refused on its dates.
    const rates = page.getByRole('table', { name: 'Tax rates' });
    for (const attempt of ['first', 'overlapping']) {
      await page.getByRole('button', { name: 'Add rate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add a tax rate' });
      await dialog.getByLabel('Zone').selectOption(zone);
      await dialog.getByLabel('Tax category').selectOption('standard');
      await dialog.getByLabel('Name').fill('VAT');
      await dialog.getByLabel('Rate (%)').fill('20');
      await dialog.getByRole('button', { name: 'Add rate' }).click();
      if (attempt === 'first') {
        await page.getByText('Tax rate VAT (20%) saved.').waitFor();
        await dialog.waitFor({ state: 'hidden' });
      } else {
        await expect.poll(() => errorUnder(dialog.getByLabel('Starts on'))).toBe(T.ratesOverlap);
        if (!phone) await shootAll(page, 'admin-settings-rate-overlap');
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      }
    }
    await rates.getByRole('button', { name: `Edit VAT 20% in France` }).first().waitFor();

    // A zone a rate uses cannot be deleted: the 409 is said in the dialog.
    await page.getByRole('table', { name: 'Zones' }).getByRole('button', { name: 'Delete zone France' }).first().click();
    const confirm = page.getByRole('dialog', { name: 'Delete zone France?' });
    await confirm.getByRole('button', { name: 'Delete zone' }).click();
    await confirm.getByRole('alert').getByText(T.zoneInUse).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // A shipping method in that zone with two rates by weight and a free threshold.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Shipping' }).click();
    await page.getByRole('table', { name: 'Shipping methods' }).getByRole('link', { name: 'Standard', exact: true }).waitFor();
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-shipping');
    await page.getByRole('link', { name: 'Add shipping method' }).click();
    await page.getByRole('heading', { name: 'New shipping method' }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Colissimo');
    await page.getByLabel('Code', { exact: true }).fill(method);
    await page.getByLabel('Delivery estimate (optional)').fill('2-3 business days');
    await page.getByLabel('Zone', { exact: true }).selectOption(zone);
    const first = page.getByRole('group', { name: 'Rate 1' });
    await first.getByLabel('Price (USD)').fill('6.90');
    await first.getByLabel('Max weight (g)').fill('2000');
    await page.getByRole('button', { name: 'Add rate' }).click();
    const second = page.getByRole('group', { name: 'Rate 2' });
    await second.getByLabel('Price (USD)').fill('12.50');
    await second.getByLabel('Min weight (g)').fill('2001');
    await second.getByLabel('Max weight (g)').fill('1000');
    await page.getByLabel('Free from (USD, optional)').fill('80');
    await page.getByRole('button', { name: 'Create method' }).click();
    await expect.poll(() => errorUnder(second.getByLabel('Max weight (g)'))).toBe(T.rangeOrder);
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-shipping-method');
    await second.getByLabel('Max weight (g)').fill('');
    await page.getByRole('button', { name: 'Create method' }).click();
    await page.getByText('Shipping method Colissimo created.').waitFor();
    const row = page.getByRole('table', { name: 'Shipping methods' }).getByRole('row').filter({ hasText: method });
    await row.getByText('$6.90 to $12.50').waitFor();
    await row.getByRole('link', { name: 'Colissimo', exact: true }).click();
    await page.getByRole('heading', { name: 'Shipping method Colissimo' }).waitFor();
    expect(await page.getByRole('group', { name: 'Rate 2' }).getByLabel('Min weight (g)').inputValue()).toBe('2001');
    await expectPhoneFriendly(page, phone);
    if (!phone) await shootAll(page, 'admin-settings-shipping-method-edit');

    // What the pages made, read back through the API.
    const token = await signIn(shop.url, ADMIN.email, ADMIN.password);
    const api = (path: string) => call(`${shop.url}/api/${path}`, { token });
    expect((await api(`admin/zones/${zone}`)).body).toMatchObject({
      code: zone,
      name: 'France',
      priority: 0,
      members: [{ country: 'FR' }],
    });
    const saved = ((await api('admin/tax-rates')).body as Array<{ zone: string }>).filter((r) => r.zone === zone);
    expect(saved).toEqual([{ id: expect.any(Number), name: 'VAT', zone, category: 'standard', rate: 20, starts_on: null, ends_on: null }]);
    expect((await api(`admin/shipping-methods/${method}`)).body).toEqual({
      code: method,
      name: 'Colissimo',
      estimate: '2-3 business days',
      zone,
      tax_category: 'standard',
      active: true,
      free_from: 80,
      rates: [
        { price: 6.9, min_subtotal: null, max_subtotal: null, min_weight: null, max_weight: 2000 },
        { price: 12.5, min_subtotal: null, max_subtotal: null, min_weight: 2001, max_weight: null },
      ],
    });

    // The tax settings: prices with VAT included, France as the default destination.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'Taxes' }).click();
    const form = page.getByRole('form', { name: 'Tax settings' });
    await form.getByRole('switch', { name: 'Prices include tax' }).check();
    await form.getByLabel('Same price before tax').check();
    await form.getByRole('group', { name: 'Default destination' }).getByLabel('Country').selectOption('FR');
    const vatId = form.getByLabel('Shop VAT number (optional)');
    await vatId.fill('12');
    await form.getByRole('button', { name: 'Save tax settings' }).click();
    await expect.poll(() => errorUnder(vatId)).toBe(T.vatIdInvalid);
    await vatId.fill('FR40303265045');
    await form.getByRole('button', { name: 'Save tax settings' }).click();
    await page.getByText(ADMIN_MESSAGES.settingsSaved).waitFor();
    const settings = (await api('admin/settings')).body;
    expect(settings).toMatchObject({
      prices_include_tax: true,
      cross_border_prices: 'same_net',
      default_destination: { country: 'FR', region: null, postcode: null },
      vat_id: 'FR40303265045',
      // The shortcut now reads the standard rate in force in France.
      tax_rate: 20,
    });
    // The general page's shortcuts still work: it shows France's rate and writes Standard's price.
    await page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: 'General' }).click();
    await expect.poll(() => page.getByLabel('Tax rate (%)').inputValue()).toBe('20');
    await page.getByLabel('Standard rate (USD)').fill('5.49');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect.poll(async () => (await api('admin/shipping-methods/standard')).body.rates[0].price).toBe(5.49);
    expect((await api('admin/settings')).body).toMatchObject({ tax_rate: 20, shipping: { standard: 5.49 } });
    // Back as it was, for the other viewport's run.
    await call(`${shop.url}/api/admin/settings`, {
      method: 'PATCH',
      token,
      body: {
        prices_include_tax: false,
        cross_border_prices: 'same_gross',
        default_destination: { country: 'US' },
        vat_id: null,
        shipping: { standard: 4.99 },
      },
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('tax categories are added, renamed and kept while in use; a product gets one and a weight, a variant its own weight', async () => {
    const tag = Date.now().toString(36);
    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openAsAdmin(page, '/admin/settings/taxes');
    const form = page.getByRole('form', { name: 'New tax category' });
    const categories = page.getByRole('table', { name: 'Tax categories' });
    for (const [name, code] of [
      ['Books', `books-${tag}`],
      ['Spare', `spare-${tag}`],
    ]) {
      await form.getByLabel('New category name').fill(name!);
      await form.getByLabel('Code').fill(code!);
      await form.getByRole('button', { name: 'Add category' }).click();
      await page.getByText(`Tax category ${name} added.`).waitFor();
    }
    await categories.getByRole('button', { name: 'Rename Books' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Books' });
    await rename.getByLabel('Name', { exact: true }).fill('Books and press');
    await rename.getByRole('button', { name: 'Save' }).click();
    await categories.getByText('Books and press').waitFor();
    await categories.getByRole('button', { name: 'Delete Spare' }).click();
    await page.getByRole('dialog', { name: 'Delete tax category Spare?' }).getByRole('button', { name: 'Delete category' }).click();
    await page.getByText('Tax category Spare deleted.').waitFor();
    await categories.getByText('Spare').waitFor({ state: 'detached' });

    // The product form: the tax category from the list, a weight in grams.
    const token = await signIn(shop.url, ADMIN.email, ADMIN.password);
    const product = await productWithVariants(shop.url);
    await page.goto(`/admin/products/edit-product/${product.id}`);
    const card = page.getByRole('region', { name: 'Tax and shipping' });
    await card.getByLabel('Tax category').selectOption(`books-${tag}`);
    await card.getByLabel('Weight (g)').fill('-5');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => errorUnder(card.getByLabel('Weight (g)'))).toBe(T.weightInvalid);
    await card.getByLabel('Weight (g)').fill('750');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(P.saved).waitFor();
    const saved = (await call(`${shop.url}/api/admin/products/${product.id}`, { token })).body;
    expect([saved.tax_category, saved.weight]).toEqual([`books-${tag}`, 750]);

    // A variant's own weight, in the variant table (blank shows the product's as a placeholder).
    await page.goto(`/admin/products/edit-product/${product.id}`);
    const [variant] = (await adminVariants(shop.url, token, product.id)).filter((v) => !v.retired_at);
    const name = variantLabel(variant!);
    const weight = page.getByRole('table', { name: 'Variants' }).getByRole('textbox', { name: `Weight in grams of ${name}`, exact: true });
    expect(await weight.getAttribute('placeholder')).toBe('750');
    await weight.fill('900');
    await page.getByRole('button', { name: `Save ${name}`, exact: true }).click();
    await page.getByText(`${name}: ${V.saved}`).waitFor();
    expect((await adminVariants(shop.url, token, product.id)).find((v) => v.id === variant!.id)?.weight).toBe(900);
    await shootAll(page, 'admin-products-edit-tax-weight');

    // A category a product uses stays: the refusal is said in the dialog.
    await page.goto('/admin/settings/taxes');
    await categories.getByRole('button', { name: 'Delete Books and press' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete tax category Books and press?' });
    await confirm.getByRole('button', { name: 'Delete category' }).click();
    await confirm.getByRole('alert').getByText(T.categoryInUse).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

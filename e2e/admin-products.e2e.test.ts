import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCT_MESSAGES as M, ADMIN_TAXONOMY_MESSAGES as T, PRODUCT_CSV_COLUMNS } from '@shopwright/shared/admin';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import type { RunningShop } from './server';
import { dismissLoginPrompt } from './session';
import { openAsAdmin } from './admin-session';
import { shoot } from './screenshots';

let shop: RunningShop;
let browser: Browser;
beforeAll(async () => ({ shop, browser } = await openShopAndBrowser()));
afterAll(() => closeShopAndBrowser(shop, browser));

/** A 320 x 320 PNG drawn on the spot: an amber disc on a soft blue ground. */
function lampPng(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320"><rect width="320" height="320" fill="#dbeafe"/><circle cx="160" cy="150" r="90" fill="#f59e0b"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The storefront as a guest: opens a path and closes the login prompt the shop shows first. */
async function openShop(page: Page, path: string) {
  const res = await page.goto(path);
  await dismissLoginPrompt(page);
  return res;
}

describe('admin products', () => {
  it('creates a product with a picture, publishes it for the shop, then hides it again in bulk', async () => {
    const tag = Date.now().toString(36);
    const name = `Aurora Desk Lamp ${tag}`;
    const slug = `aurora-desk-lamp-${tag}`;
    const admin = await newPage(browser, shop.url);
    const errors: string[] = [];
    admin.page.on('pageerror', (e) => errors.push(e.message));
    const page = admin.page;
    await openAsAdmin(page, '/admin/products');
    await page.getByRole('table', { name: 'Products' }).getByRole('link').first().waitFor();
    await shoot(page, 'admin-products-list');
    await page.getByLabel('Sort by').selectOption('stock');
    await page.getByRole('table', { name: 'Products' }).getByText('Sold out').first().waitFor();
    await shoot(page, 'admin-products-list-by-stock');

    await page.getByRole('link', { name: 'Add product' }).click();
    await page.getByRole('heading', { name: 'Add product', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText(M.nameRequired).waitFor();
    await page.getByText(M.categoryRequired).waitFor();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Slug', { exact: true }).fill(slug);
    await page.getByLabel('Description').fill('A warm desk lamp with a dimmer.');
    await page.getByLabel('Category', { exact: true }).selectOption('home');
    await page.getByLabel('Regular price (USD)').fill('80');
    await page.getByLabel('Sale price (USD)').fill('60');
    await page.getByText('Shoppers pay $60.00: 25% off the regular price.').waitFor();
    await page.getByLabel('Stock', { exact: true }).fill('12');
    await page.getByLabel('Features').fill('Three brightness levels\nUSB-C powered');
    await page.getByRole('button', { name: 'Add colour' }).click();
    await page.getByLabel('Colour 1 name').fill('Amber');
    await page.getByLabel('Colour 1 hex value').fill('#F59E0B');
    await shoot(page, 'admin-products-add');
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText(M.created).waitFor();
    await page.getByRole('heading', { name: `Edit ${name}`, level: 1 }).waitFor();

    // The browser refuses what is not a picture before sending it.
    const pictureFile = page.getByLabel('Picture file');
    await pictureFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.getByText(M.imageInvalid).waitFor();
    await pictureFile.setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await lampPng() });
    await page.getByLabel('Alternative text').fill('Aurora lamp glowing amber');
    await page.getByRole('button', { name: 'Upload picture' }).click();
    await page.getByText('Picture added.').waitFor();
    await page.getByRole('list', { name: 'Pictures in order' }).getByRole('img', { name: 'Aurora lamp glowing amber' }).waitFor();
    await shoot(page, 'admin-products-edit');

    await page.getByRole('checkbox', { name: 'Published' }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText(M.saved).waitFor();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Stock history' }).getByText('Product created').waitFor();
    await page.getByRole('region', { name: 'Description and options' }).getByText('Amber').waitFor();
    await shoot(page, 'admin-products-view');

    const shopper = await newPage(browser, shop.url);
    await openShop(shopper.page, `/products?q=${encodeURIComponent(name)}`);
    await shopper.page.locator('article').filter({ hasText: name }).waitFor();
    const res = await shopper.page.goto(`/products/${slug}`);
    expect(res?.status()).toBe(200);
    await shopper.page.getByRole('heading', { name, level: 1 }).waitFor();
    await shopper.page.getByText('$60.00').first().waitFor();
    const picture = shopper.page.getByRole('img', { name: 'Aurora lamp glowing amber' }).first();
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
    const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: name });
    await row.getByText('Published', { exact: true }).waitFor();
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await page.getByRole('region', { name: 'Bulk actions' }).getByText('1 product selected').waitFor();
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByText(M.unpublished(1)).waitFor();
    await row.getByText('Unpublished', { exact: true }).waitFor();

    const hidden = await shopper.page.goto(`/products/${slug}`);
    expect(hidden?.status()).toBe(404);
    await shopper.context.close();
    expect(errors).toEqual([]);
    await admin.context.close();
  });

  it('imports products from a CSV, listing a bad row by its line, and guards categories in use', async () => {
    const tag = Date.now().toString(36);
    const admin = await newPage(browser, shop.url);
    const page = admin.page;
    await openAsAdmin(page, '/admin/products');
    // One row per variant: product columns, then the variant's sku, color, size, stock, prices and barcode.
    const good = `imported-kettle-${tag},Imported Kettle ${tag},home,,A kettle,45.00,,true,,,,KETTLE-${tag},,,7,,,`;
    const bad = `imported-broken-${tag},Broken Row ${tag},home,,,not-a-price,,true,,,,,,,3,,,`;
    const header = PRODUCT_CSV_COLUMNS.join(',');
    expect(header).toBe(
      'slug,name,category,brand,description,price,sale_price,published,colors,sizes,features,sku,color,size,stock,variant_price,variant_sale_price,barcode,tax_category,weight,variant_weight',
    );

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products' });
    const file = dialog.getByLabel('CSV file');
    await file.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n${bad}\n`) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    const problems = dialog.getByRole('list', { name: 'Problems by line' });
    await dialog.getByText(M.importInvalid(1)).waitFor();
    await problems.getByText(`Line 3`).waitFor();
    expect(await problems.textContent()).toContain(M.priceInvalid);
    await shoot(page, 'admin-products-import-errors');

    await file.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n`) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await page.getByText(M.imported(1, 0)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('table', { name: 'Products' })
      .getByRole('link', { name: `Imported Kettle ${tag}`, exact: true })
      .waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    const exported = await readFile((await download.path())!, 'utf8');
    // The spec's columns first; a shop with markets adds its currencies' prices and languages' texts after them.
    expect(exported.split(/\r?\n/)[0]!.startsWith(header)).toBe(true);
    expect(exported).toContain(`imported-kettle-${tag},Imported Kettle ${tag},home`);
    await page.getByText('Products exported.').waitFor();

    await page.getByRole('navigation', { name: 'Products sections' }).getByRole('link', { name: 'Categories' }).click();
    const categories = page.getByRole('table', { name: 'Categories' });
    await categories.getByText('Home', { exact: true }).waitFor();
    await shoot(page, 'admin-products-categories');
    await categories.getByRole('button', { name: 'Delete Home' }).click();
    await page.getByRole('dialog', { name: 'Delete Home?' }).getByRole('button', { name: 'Delete category' }).click();
    await page.getByText(/^This category still has \d+ products\. Move or delete them first\.$/).waitFor();

    await page.getByLabel('New category name').fill(`Garden ${tag}`);
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByText(T.categorySaved).first().waitFor();
    await categories.getByRole('button', { name: `Rename Garden ${tag}` }).click();
    const rename = page.getByRole('dialog', { name: `Rename Garden ${tag}` });
    await rename.getByLabel('Name').fill(`Patio ${tag}`);
    await shoot(page, 'admin-products-category-rename');
    await rename.getByRole('button', { name: 'Save' }).click();
    await categories.getByText(`Patio ${tag}`, { exact: true }).waitFor();
    await categories.getByRole('button', { name: `Move Patio ${tag} up` }).click();
    await page.getByText(T.orderSaved).waitFor();
    await expect
      .poll(async () => (await categories.getByRole('row').allTextContents()).findIndex((text) => text.includes(`Patio ${tag}`)))
      .toBe(5);
    await categories.getByRole('button', { name: `Delete Patio ${tag}` }).click();
    await page
      .getByRole('dialog', { name: `Delete Patio ${tag}?` })
      .getByRole('button', { name: 'Delete category' })
      .click();
    await page.getByText(T.categoryDeleted).waitFor();
    await expect.poll(() => categories.getByText(`Patio ${tag}`).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Products sections' }).getByRole('link', { name: 'Brands' }).click();
    await page.getByRole('table', { name: 'Brands' }).getByRole('row').nth(1).waitFor();
    await shoot(page, 'admin-products-brands');
    await admin.context.close();
  });
});

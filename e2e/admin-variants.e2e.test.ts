import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_VARIANT_MESSAGES as M } from '@shopwright/shared/admin';
import { variantLabel } from '@shopwright/shared/catalog';
import { openAsAdmin } from './admin-session';
import { closeShopAndBrowser, newPage, openShopAndBrowser } from './browser';
import type { RunningShop } from './server';
import { shoot } from './screenshots';
import { adminToken, adminVariants, productWithVariants } from './variant-fixtures';

let shop: RunningShop;
let browser: Browser;
let token: string;
beforeAll(async () => {
  ({ shop, browser } = await openShopAndBrowser());
  token = await adminToken(shop.url);
});
afterAll(() => closeShopAndBrowser(shop, browser));

const table = (page: Page) => page.getByRole('table', { name: 'Variants' });

describe('admin variant table', () => {
  it('edits variants in bulk and one by one, with inline validation and a taken SKU shown on its row', async () => {
    const product = await productWithVariants(shop.url);
    const rows = (await adminVariants(shop.url, token, product.id)).filter((v) => !v.retired_at);
    const [first, second, third] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const [n1, n2, n3] = [first, second, third].map((v) => variantLabel(v));
    const { context, page } = await newPage(browser, shop.url);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The list tells how many variants a product has.
    await openAsAdmin(page, '/admin/products');
    await page.goto(`/admin/products?q=${encodeURIComponent(product.name)}`);
    await page.getByRole('table', { name: 'Products' }).getByText(`${rows.length} variants`).first().waitFor();

    await page.goto(`/admin/products/edit-product/${product.id}`);
    await table(page)
      .getByRole('textbox', { name: `SKU of ${n1}`, exact: true })
      .waitFor();
    expect(await table(page).getByRole('checkbox').count()).toBe(rows.length + 1);

    // Bulk: two chosen rows get the same stock, then the same price; the third keeps its own.
    await table(page)
      .getByRole('checkbox', { name: `Select ${n1}` })
      .check();
    await table(page)
      .getByRole('checkbox', { name: `Select ${n2}` })
      .check();
    const bulk = page.getByRole('region', { name: 'Bulk edit variants' });
    await bulk.getByText('2 variants selected').waitFor();
    await bulk.getByRole('button', { name: 'Apply to 2 variants' }).click();
    await bulk.getByText(M.bulkEmpty).waitFor();
    await bulk.getByLabel('Set stock').fill('-4');
    await bulk.getByRole('button', { name: 'Apply to 2 variants' }).click();
    await bulk.getByText(M.stockInvalid).waitFor();
    await bulk.getByLabel('Set stock').fill('17');
    await shoot(page, 'admin-variants-bulk', [1280, 820, 390]);
    await bulk.getByRole('button', { name: 'Apply to 2 variants' }).click();
    await page.getByText(M.bulkSaved(2)).waitFor();
    await expect
      .poll(() =>
        table(page)
          .getByRole('textbox', { name: `Stock of ${n1}`, exact: true })
          .inputValue(),
      )
      .toBe('17');
    expect(
      await table(page)
        .getByRole('textbox', { name: `Stock of ${n2}`, exact: true })
        .inputValue(),
    ).toBe('17');
    expect(
      await table(page)
        .getByRole('textbox', { name: `Stock of ${n3}`, exact: true })
        .inputValue(),
    ).toBe(String(third.stock));

    await table(page)
      .getByRole('checkbox', { name: `Select ${n1}` })
      .check();
    await table(page)
      .getByRole('checkbox', { name: `Select ${n3}` })
      .check();
    await bulk.getByLabel(/^Set price/).fill('149.5');
    await bulk.getByRole('button', { name: 'Apply to 2 variants' }).click();
    await expect
      .poll(() =>
        table(page)
          .getByRole('textbox', { name: `Price of ${n3}`, exact: true })
          .inputValue(),
      )
      .toBe('149.50');
    expect(
      await table(page)
        .getByRole('textbox', { name: `Price of ${n2}`, exact: true })
        .inputValue(),
    ).toBe('');

    // One row: a bad stock is refused before sending; another variant's SKU is refused by the server on this row.
    const stock = table(page).getByRole('textbox', { name: `Stock of ${n3}`, exact: true });
    await stock.fill('-1');
    await table(page)
      .getByRole('button', { name: `Save ${n3}` })
      .click();
    await table(page).getByText(M.stockInvalid).waitFor();
    expect(await stock.getAttribute('aria-invalid')).toBe('true');
    await stock.fill('8');
    const sku = table(page).getByRole('textbox', { name: `SKU of ${n3}`, exact: true });
    await sku.fill(first.sku);
    await table(page)
      .getByRole('button', { name: `Save ${n3}` })
      .click();
    await table(page).getByText(M.skuTaken).waitFor();
    expect(await sku.getAttribute('aria-invalid')).toBe('true');
    await shoot(page, 'admin-variants-duplicate-sku', [1280, 390]);
    await sku.fill(`${third.sku}-X`);
    await table(page)
      .getByRole('button', { name: `Save ${n3}` })
      .click();
    await page.getByText(`${n3}: ${M.saved}`).waitFor();

    const saved = (await adminVariants(shop.url, token, product.id)).find((v) => v.id === third.id)!;
    expect(saved).toMatchObject({ sku: `${third.sku}-X`, stock: 8, price: 149.5 });
    expect((await adminVariants(shop.url, token, product.id)).find((v) => v.id === second.id)).toMatchObject({ stock: 17, price: null });

    // The product view keeps the stock history per variant.
    await page.goto(`/admin/products/view-product/${product.id}`);
    const history = page.getByRole('table', { name: 'Stock history' });
    await history
      .getByText(new RegExp(third.sku.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .first()
      .waitFor();
    await shoot(page, 'admin-variants-history', [1280, 390]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

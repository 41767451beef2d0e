import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANT_MESSAGES, variantLabel, type ProductDetail } from '@shopwright/shared/catalog';
import { closeShopAndBrowser, newPage, openShopAndBrowser, PHONE } from './browser';
import { fillAddressAndDelivery, fillCard } from './checkout-steps';
import type { RunningShop } from './server';
import { dismissLoginPrompt, registerCustomer, signInFromHome } from './session';
import { shoot } from './screenshots';
import {
  adminPictures,
  adminToken,
  adminVariants,
  optionName,
  patchVariant,
  productDetail,
  productWithVariants,
  variantAt,
} from './variant-fixtures';

let shop: RunningShop;
let browser: Browser;
let token: string;
beforeAll(async () => {
  ({ shop, browser } = await openShopAndBrowser());
  token = await adminToken(shop.url);
});
afterAll(() => closeShopAndBrowser(shop, browser));

/**
 * Gives a product known variants: colour A in size 1 at its own price (no sale) with 3 left, colour A in
 * size 2 sold out, colour B in size 1 with 5 left.
 */
async function arrange(product: ProductDetail) {
  const [a, b] = product.colors as [string, string];
  const [s1, s2] = product.available_sizes as [string, string];
  const rows = await adminVariants(shop.url, token, product.id);
  const price = Math.round(product.price * 100 + 1700) / 100;
  // Colour A gets the product's last picture as its own.
  const picture = await adminPictures(shop.url, token, product.id);
  const image = picture.at(-1)!;
  const chosen = await patchVariant(shop.url, token, product.id, variantAt(rows, a, s1).id, {
    stock: 3,
    price,
    sale_price: price,
    image_id: image.id,
  });
  const soldOut = await patchVariant(shop.url, token, product.id, variantAt(rows, a, s2).id, { stock: 0 });
  const neighbour = await patchVariant(shop.url, token, product.id, variantAt(rows, b, s1).id, { stock: 5 });
  return { a, b, s1, s2, price, chosen, soldOut, neighbour, picture: image.card.url };
}

const money = (n: number) => `$${n.toFixed(2)}`;
const radio = (page: Page, group: 'Colour' | 'Size', name: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: optionName(name) });

describe('storefront variants', () => {
  it('chooses a colour and size: price, stock and SKU follow, the address keeps the choice, a reload and a shared link render it', async () => {
    const product = await productWithVariants(shop.url);
    const v = await arrange(product);
    const { context, page } = await newPage(browser, shop.url);
    await page.goto(`/products/${product.slug}`);
    await dismissLoginPrompt(page);

    await radio(page, 'Colour', v.a).click();
    await radio(page, 'Size', v.s1).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBe(v.s1);
    expect(new URL(page.url()).searchParams.get('color')).toBe(v.a);
    await expect.poll(() => page.getByTestId('variant-price').textContent()).toContain(money(v.price));
    expect(await page.getByTestId('gallery-main').getByRole('img').getAttribute('src')).toBe(v.picture);
    await page.getByTestId('variant-price').getByText(`SKU ${v.chosen.sku}`).waitFor();
    expect(await page.getByTestId('stock-status').textContent()).toBe('Only 3 left');
    await shoot(page, 'variants-product-chosen', [1280, 820, 390]);

    await page.reload();
    await dismissLoginPrompt(page);
    expect(await radio(page, 'Size', v.s1).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('variant-price').textContent()).toContain(money(v.price));

    // The server renders the choice of a shared link (no script needed to see the price).
    const html = await (
      await fetch(`${shop.url}/products/${product.slug}?color=${encodeURIComponent(v.a)}&size=${encodeURIComponent(v.s1)}`)
    ).text();
    expect(html).toContain(`SKU ${v.chosen.sku}`);
    expect(html).toContain('Only 3 left');

    // Its variants now cost different amounts: its card says "from" the lowest price.
    await page.goto(`/products?q=${encodeURIComponent(product.name)}`);
    const card = page.locator('article').filter({ hasText: product.name }).first();
    await card.getByText('from', { exact: true }).waitFor();
    await context.close();
  });

  it('shows a sold-out combination crossed out but selectable: Add to cart is disabled and a back-in-stock request for it works', async () => {
    const product = await productWithVariants(shop.url, 1);
    const v = await arrange(product);
    const { context, page } = await newPage(browser, shop.url, PHONE);
    await page.goto(`/products/${product.slug}?color=${encodeURIComponent(v.a)}`);
    await dismissLoginPrompt(page);

    const soldOut = page.getByRole('radiogroup', { name: 'Size' }).getByRole('radio', { name: `${v.s2}, sold out` });
    await soldOut.click();
    await expect.poll(() => soldOut.getAttribute('aria-checked')).toBe('true');
    await page.getByText(VARIANT_MESSAGES.variantSoldOut(variantLabel({ color: v.a, size: v.s2 }))).waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await page.getByText(`Get an e-mail when ${v.a} / ${v.s2} is back in stock`).waitFor();
    await shoot(page, 'variants-product-sold-out', [390, 820, 1280]);

    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByLabel('Email', { exact: true }).fill('waiting.for.size@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    // The form gives way to the server's confirmation (its own sentence for a variant).
    const confirmation = page.locator('p[role="status"]');
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/email/i);
    expect(await page.getByRole('button', { name: 'Notify me' }).count()).toBe(0);

    // Its neighbour in stock can be bought again: the form goes, Add to cart comes back.
    await radio(page, 'Size', v.s1).click();
    await expect.poll(() => page.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await context.close();
  });

  it('buys the last units of one variant and leaves its neighbour untouched; cart and order name the variant', async () => {
    const product = await productWithVariants(shop.url, 2);
    const v = await arrange(product);
    const customer = await registerCustomer(shop.url);
    const { context, page } = await newPage(browser, shop.url);
    await signInFromHome(page, customer.email, customer.password);

    await page.goto(`/products/${product.slug}?color=${encodeURIComponent(v.a)}&size=${encodeURIComponent(v.s1)}`);
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
    expect(await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to cart!').waitFor();

    await page.goto('/cart');
    await page.getByText(`Colour: ${v.a} · Size: ${v.s1}`).waitFor();
    await page.getByText(`SKU ${v.chosen.sku}`).waitFor();
    await page.getByText(`${money(v.price)} each`).waitFor();
    await shoot(page, 'variants-cart', [1280, 390]);
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await page.waitForURL('**/checkout');
    await fillAddressAndDelivery(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await fillCard(page, '4242424242424242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.waitForURL('**/checkout/confirmation/*');
    await page.getByText(`${v.a} / ${v.s1} · SKU ${v.chosen.sku}`).waitFor();

    const after = await productDetail(shop.url, product.id);
    const of = (color: string, size: string) => after.variants.find((x) => x.color === color && x.size === size)!;
    expect(of(v.a, v.s1)).toMatchObject({ available: 0, in_stock: false });
    expect(of(v.b, v.s1)).toMatchObject({ available: 5, in_stock: true });
    expect(of(v.a, v.s2).available).toBe(0);

    // The page now shows the bought variant as sold out, its neighbour still for sale.
    await page.goto(`/products/${product.slug}?color=${encodeURIComponent(v.b)}&size=${encodeURIComponent(v.s1)}`);
    expect(await page.getByTestId('stock-status').textContent()).toBe('Only 5 left');
    await radio(page, 'Colour', v.a).click();
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: `${v.s1}, sold out` })
      .waitFor();
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Steps of the storefront's checkout, shared by the browser tests that buy something. */

/** A card expiry two years ahead, as the field shows it (MM/YY). */
export const CARD_EXPIRY = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;

/** A published book in stock without sizes (one click on its page adds it); `skip` picks another one. */
export async function simpleBook(baseUrl: string, skip = 0) {
  const list = await (await fetch(`${baseUrl}/api/products?category=books&in_stock=true&page_size=50`)).json();
  const found = [];
  for (const item of list.results) {
    const detail = await (await fetch(`${baseUrl}/api/products/${item.id}`)).json();
    if (detail.available_sizes.length === 0 && detail.available >= 5) found.push(detail);
  }
  if (!found[skip]) throw new Error('no simple book in stock');
  return found[skip];
}

export async function addToCart(page: Page, slug: string) {
  await page.goto(`/products/${slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Added to cart!').waitFor();
}

/** Steps 1-3: a new address, Standard delivery, review. */
export async function fillAddressAndDelivery(page: Page, save = false) {
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel('Full name', { exact: true }).fill('Casey Buyer');
  await page.getByLabel('Address', { exact: true }).fill('12 Harbour Street');
  await page.getByLabel('City', { exact: true }).fill('Portland');
  await page.getByLabel('Postal code', { exact: true }).fill('97201');
  if (save) await page.getByLabel('Save this address to my account').check();
  await page.getByRole('button', { name: 'Continue to delivery' }).click();
  await page.getByRole('radio', { name: /Express/ }).waitFor();
  await page.getByRole('button', { name: 'Continue to review' }).click();
}

/** Step 4: the card fields, checking how the number and expiry are formatted as typed. */
export async function fillCard(page: Page, number: string) {
  const field = page.getByLabel('Card number');
  await field.fill(number);
  expect(await field.inputValue()).toBe(number.replace(/\D/g, '').replace(/(\d{4})(?=\d)/g, '$1 '));
  await page.getByLabel('Expiry (MM/YY)').fill(CARD_EXPIRY.replace('/', ''));
  expect(await page.getByLabel('Expiry (MM/YY)').inputValue()).toBe(CARD_EXPIRY);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Casey Buyer');
}

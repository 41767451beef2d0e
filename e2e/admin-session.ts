import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The demo admin that `npm start` seeds on an empty database. */
export const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

/** The page's path and query, as the address bar shows them after the origin. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Opens an admin page signed out, signs in on the login it is sent to, and lands back on the page. */
export async function openAsAdmin(page: Page, target: string): Promise<void> {
  await page.goto(target);
  const form = page.getByRole('main');
  await page.getByRole('heading', { name: 'Shopwright Admin' }).waitFor();
  await form.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect.poll(() => currentPath(page)).toBe(target);
}

import type { Page } from 'playwright-core';

/** Closes the login dialog the shop opens when it starts signed out. */
export async function dismissLoginPrompt(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens the home page and signs in through the login dialog it opens. */
export async function signInFromHome(page: Page, email: string, password: string) {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Welcome Back' });
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.getByText('Login Successful!').waitFor();
  // The dialog closes (and the shop navigates home) 1 s after a successful sign-in; the account
  // link then shows in the navigation bar (inside the collapsed menu on phones).
  await dialog.waitFor({ state: 'hidden' });
  await page.locator('a[href="/account"]').first().waitFor({ state: 'attached' });
}

/** Registers a fresh customer through the API; returns the credentials. */
export async function registerCustomer(baseUrl: string) {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  const account = {
    first_name: 'Casey',
    last_name: 'Buyer',
    username: `casey_${tag}`,
    email: `casey_${tag}@example.com`,
    password: 'Secret123',
  };
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return account;
}

// Signing demo people in and out as a person does, shared by every browser suite.
import { expect, type Browser, type Page } from '@playwright/test';
import { currentTotpCode, demoTotpSecretOf } from '../../support/password-sign-in.js';
import { expectToast } from './toast.js';

/** The password of every demo account (local-stack/src/demo-people.ts). */
export const DEMO_PASSWORD = 'classical-demo';

/**
 * Fills and sends the sign-in form. A demo person with two-step verification (the admin)
 * then gets the second step, answered with the current code of their key from the demo data.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const totpSecret = demoTotpSecretOf(email);
  if (totpSecret && password === DEMO_PASSWORD) await enterTotpCode(page, totpSecret);
}

/** The sign-in's second step: the code an authenticator app shows now for `secret`. */
async function enterTotpCode(page: Page, secret: string): Promise<void> {
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await step.getByLabel('Code', { exact: true }).fill(currentTotpCode(secret));
  await step.getByRole('button', { name: 'Verify' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out successfully');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
}

/** A page of its own (a separate browser context, so separate sessions) signed in as `email`. */
export async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return page;
}

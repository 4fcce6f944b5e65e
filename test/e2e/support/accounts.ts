import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { baseUrl } from '../browser';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  name: string;
  serverRoles: string[];
  orgName?: string;
}

/** The seeded accounts (scripts/demo-accounts.json): volunteer, event creator, point owner, tester, manager. */
const DEMO_ACCOUNTS: DemoAccount[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../../scripts/demo-accounts.json'), 'utf8'),
);

export function demoAccount(role: 'volunteer' | 'event creator' | 'point owner' | 'tester' | 'manager'): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/**
 * Signs a browser context in as a seeded demo account on one edition (cookies are per host):
 * the real sign-in call, whose HttpOnly cookie lands in the context's cookie jar.
 */
export async function signInAs(
  context: BrowserContext,
  role: Parameters<typeof demoAccount>[0],
  edition: 'ru' | 'kz' | 'intl' = 'ru',
): Promise<DemoAccount> {
  const account = demoAccount(role);
  const origin = baseUrl(edition);
  const res = await context.request.post(`${origin}/api/auth/email`, {
    form: { grant_type: 'password', email: account.email, password: account.password },
    headers: { origin },
  });
  if (res.status() !== 200) throw new Error(`sign-in as ${role} failed: ${res.status()} ${await res.text()}`);
  return account;
}

/**
 * A fresh volunteer on the Russian edition: registered through the API and signed in by the
 * e-mailed link (/dev/mail.json), so a test can change their settings without touching the demo
 * accounts other tests use. Returns the e-mail.
 */
export async function registerVolunteer(
  context: BrowserContext,
  prefix: string,
  name = 'Вера Ожидающая',
): Promise<string> {
  const origin = baseUrl('ru');
  const email = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
  const res = await context.request.post(`${origin}/api/auth/register`, {
    data: { first_name: name, email, password: 'Volunteer1234pass', type: 'fl', custom_role: 'volunteer' },
    headers: { origin },
  });
  if (res.status() !== 201) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
  const mails = (await (
    await context.request.get(`${origin}/dev/mail.json?to=${encodeURIComponent(email)}`)
  ).json()) as { links: string[] }[];
  const page = await context.newPage();
  await page.goto(mails[0]!.links[0]!);
  await page.waitForURL(/\/profile\/?$/);
  await page.close();
  return email;
}

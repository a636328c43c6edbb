/**
 * Issue 32 in Chromium (the shared server, login flag on): a magic link opened in a browser that did
 * not ask for it fills in the address it carries; a used link says so and offers a new one instead
 * of asking again; /account signed out logs nothing in the console (no failed load).
 */
import { LINK_INVALID } from '../../shared/messages.js';
import { ACCOUNT } from '../../shared/account-messages.js';
import { ACCOUNT_PAGE } from '../../shared/premium-messages.js';
import { poll } from '../support/poll.js';
import { latestLink } from '../integration/accounts/helpers.js';
import path from 'node:path';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');
let n = 0;
const newEmail = (tag: string) => `${tag}-${Date.now()}-${++n}@example.com`;

async function sendLink(email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/send-magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(res.status).toBe(200);
  return latestLink(outbox, email);
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('account links and pages (%s)', (_name, viewport) => {
  const s = pagePerTest({ viewport });

  it('/account signed out asks to log in and logs no error in the console', async () => {
    const statuses: number[] = [];
    s.page.on('response', (r) => {
      if (r.url().includes('/api/')) statuses.push(r.status());
    });
    await s.page.goto(`${baseUrl}/account`);
    await waitForHydration(s.page);
    await poll(() => s.page.getByText(ACCOUNT_PAGE.signInPrompt).count()).toBe(1);
    expect(statuses.filter((st) => st >= 400)).toEqual([]);
    expect(s.problems).toEqual([]);
  });

  it('a magic link opened elsewhere fills in its address; used again, it says so and offers a new one', async () => {
    const email = newEmail('prefill');
    const link = await sendLink(email);
    expect(new URL(link).searchParams.get('email')).toBe(email);
    await s.page.goto(link);
    await waitForHydration(s.page);
    const form = s.page.locator('main form');
    await poll(() => form.getByLabel('Email').inputValue()).toBe(email);
    await form.getByRole('button', { name: ACCOUNT.logIn }).click();
    await s.page.waitForURL(`${baseUrl}/`);

    // The same link again, in a fresh browser: used up, so no form, but the way to a new link.
    const other = await s.browser.newContext({ viewport });
    try {
      const page = await other.newPage();
      await page.goto(link);
      await waitForHydration(page);
      await poll(() => page.locator('main form').getByLabel('Email').count()).toBe(1);
      await page.locator('main form').getByRole('button', { name: ACCOUNT.logIn }).click();
      await poll(() => page.getByRole('alert').first().textContent()).toMatch(/already been used or has expired/);
      expect(await page.locator('main form').count()).toBe(0);
      expect(await page.getByText(LINK_INVALID).count()).toBe(0);
      await page.getByRole('button', { name: 'Email me a new link' }).click();
      await poll(() => page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent()).toBe(ACCOUNT.magicLinkTitle);
    } finally {
      await other.close();
    }
  });
});

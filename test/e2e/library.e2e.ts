/**
 * The reader's library in Chromium (issue 52), at 390 and 1440 px: a visitor's save opens the log-in
 * dialog and /for-you invites them to log in; a member saves a story from a section page's card,
 * follows an author on their contributor page, and finds that author's newest story first on
 * /for-you; the account page lists both, and its private feed address parses as RSS in a feed parser. Screenshots land in test-results/screenshots/library-*.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { parseFeed } from '@rowanmanning/feed-parser';
import { ACCOUNT } from '../../shared/account-messages.js';
import { SAVE_UI } from '../../shared/library-button-messages.js';
import { FOLLOW_UI } from '../../shared/library-follow-messages.js';
import { LIBRARY_UI } from '../../shared/library-ui-messages.js';
import type { Follow, SavedItem } from '../../shared/library.js';
import { poll } from '../support/poll.js';
import { byId, released, slugOf } from '../support/dataset.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { inject } from './provided.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';
const PASSWORD = 'correct horse battery';
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations within `selector`, as 'rule: targets'. */
async function axe(page: Page, selector: string): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses an injected inline script.
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (sel) => (window as unknown as { axe: { run(ctx: string): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run(sel),
    selector,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** An author and their newest released article (one newer than any other of theirs: no tie). */
function authorWithNewestArticle(): { slug: string; name: string; newest: string } {
  const dated = released('article').map((a) => ({ a, date: a.releaseDate ?? a._createdAt }));
  const authorIds = [...new Set(dated.flatMap(({ a }) => (a.meta?.authors ?? []).map((r) => r._ref)))];
  for (const id of authorIds) {
    const theirs = dated.filter(({ a }) => (a.meta?.authors ?? []).some((r) => r._ref === id)).sort((x, y) => y.date.localeCompare(x.date));
    const author = byId(id) as { firstName?: string; lastName?: string; slug?: { current: string } } | undefined;
    if (!author?.slug || theirs.length < 2 || theirs[0]!.date === theirs[1]!.date) continue;
    return { slug: slugOf(id), name: [author.firstName, author.lastName].filter(Boolean).join(' '), newest: theirs[0]!.a.title };
  }
  throw new Error('no author with a newest article in the dataset');
}

const section = slugOf(released('article')[0]!.section._ref);
const author = authorWithNewestArticle();
const tag = released('article').flatMap((a) => a.meta?.tags ?? [])[0]!;

let n = 0;

async function open(page: Page, pathname: string): Promise<void> {
  await page.goto(`${baseUrl}${pathname}`);
  await waitForHydration(page);
}

/** A new free member, signed in through the account popup on `pathname`. */
async function signIn(page: Page, pathname: string): Promise<void> {
  const email = `library-${Date.now()}-${++n}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Ada', lastName: 'Reader' }),
  });
  expect(res.status).toBe(201);
  await open(page, pathname);
  await page.locator('.nav').getByRole('button', { name: 'Log in', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: ACCOUNT.logIn, exact: true }).click();
  await poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe(ACCOUNT.stepsTitle);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.locator('.account-menu').waitFor();
}

/** The member's library as the API has it (the page's own cookies). */
async function api<T>(page: Page, route: string): Promise<T> {
  const res = await page.request.get(`${baseUrl}${route}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the library (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  beforeAll(() => mkdirSync(OUT, { recursive: true }));
  afterEach(() => {
    expect(t.problems).toEqual([]);
  });

  it('a visitor: a save asks them to log in, /for-you invites them to', async () => {
    await open(t.page, `/tags/${encodeURIComponent(tag)}`);
    await t.page.locator('.list-header').screenshot({ path: `${OUT}/library-tag-follow-${name}.png` });
    await open(t.page, `/sections/${section}`);
    await t.page.locator('.section-page__header').screenshot({ path: `${OUT}/library-section-follow-${name}.png` });
    const save = t.page.locator('.card .save').first();
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    expect(await save.getAttribute('aria-label')).toMatch(/^Save “.+” to read later$/);
    await save.click();
    await t.page.getByRole('dialog').getByLabel('Email', { exact: true }).waitFor();
    await open(t.page, '/for-you');
    await t.page.getByText(LIBRARY_UI.forYou.signInPrompt).waitFor();
    expect(await t.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await t.page.screenshot({ path: `${OUT}/library-for-you-visitor-${name}.png`, fullPage: true });
  });

  it('a member saves from a card, follows an author, and /for-you lists their newest story', async () => {
    await signIn(t.page, `/sections/${section}`);

    // Save from a card: pressed at once, and kept by the server.
    const card = t.page.locator('.card').filter({ has: t.page.locator('.save') }).first();
    const title = (await card.locator('.card__title a').textContent())!;
    const path = (await card.locator('.card__title a').getAttribute('href'))!;
    const save = card.getByRole('button', { name: SAVE_UI.label(title), exact: true });
    await save.click();
    await poll(() => save.getAttribute('aria-pressed')).toBe('true');
    await poll(async () => (await api<{ items: SavedItem[] }>(t.page, '/api/library/saved')).items.map((i) => i.path)).toEqual([path]);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${OUT}/library-saved-card-${name}.png` });

    // The story's own page knows it is saved (after hydration, from the API).
    await open(t.page, path);
    await poll(() => t.page.locator('.save--story').getAttribute('aria-pressed')).toBe('true');
    await t.page.locator('.save--story').locator('..').screenshot({ path: `${OUT}/library-story-save-${name}.png` });
    // ... and reported the read, once.
    await poll(async () => (await api<{ items: { path: string }[] }>(t.page, '/api/library/history')).items.map((i) => i.path)).toEqual([path]);

    // Follow the author.
    await open(t.page, `/contributors/${author.slug}`);
    const follow = t.page.getByRole('button', { name: FOLLOW_UI.label(author.name), exact: true });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await poll(() => follow.getAttribute('aria-pressed')).toBe('true');
    await poll(async () => (await api<{ follows: Follow[] }>(t.page, '/api/library/follows')).follows.map((f) => `${f.kind}:${f.slug}`)).toEqual([
      `author:${author.slug}`,
    ]);
    await t.page.screenshot({ path: `${OUT}/library-contributor-${name}.png` });

    // For you, from the account menu: the author's newest story first, with the section page's cards.
    if (viewport === PHONE) await open(t.page, '/for-you');
    else {
      await t.page.locator('.account-menu__toggle').click();
      await t.page.getByRole('link', { name: LIBRARY_UI.forYou.menuLink, exact: true }).click();
      await t.page.waitForURL(`${baseUrl}/for-you`);
    }
    await t.page.locator('.for-you .card').first().waitFor();
    expect(await t.page.locator('.for-you .card__title').first().textContent()).toBe(author.newest);
    await t.page.screenshot({ path: `${OUT}/library-for-you-${name}.png`, fullPage: viewport === PHONE ? false : true });
    expect(await axe(t.page, '.for-you')).toEqual([]);

    // The account page's Library card lists the saved story and the follow.
    await open(t.page, '/account');
    const library = t.page.locator('#account-library').locator('..');
    await library.locator('[data-list="saved"] a', { hasText: title }).waitFor();
    await library.locator('[data-list="follows"] a', { hasText: author.name }).waitFor();
    await library.locator('#library-feed-url').waitFor();
    const feedUrl = await library.locator('#library-feed-url').inputValue();
    expect(feedUrl).toMatch(/\/feeds\/library\/[A-Za-z0-9_-]+\.xml$/);
    await library.screenshot({ path: `${OUT}/library-account-${name}.png` });

    // The address, as a feed reader fetches it (no cookie), parses as RSS and lists the author's newest story.
    const feed = await fetch(feedUrl);
    expect(feed.status).toBe(200);
    const parsed = parseFeed(await feed.text());
    expect(parsed.meta.type).toBe('rss');
    expect(parsed.items.map((i) => i.title)).toContain(author.newest);
    expect(await axe(t.page, 'section[aria-labelledby="account-library"]')).toEqual([]);
  });
});

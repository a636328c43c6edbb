/**
 * Newsletter emails as a reader's mail client shows them (issue 50): a free story, and a premium
 * one whole and as its teaser, rendered by the email builder with this server as PUBLIC_URL (its
 * image route serves the pictures), opened in Chromium at 390 and 1440 px. Screenshots go to
 * test-results/newsletter-email/ for a person to look at; before each: no horizontal overflow,
 * every image loaded with its alt, and the unsubscribe and manage links visible. Then the
 * unsubscribe link as a reader opens it: the page with its button, and the click that unsubscribes.
 */
import { mkdirSync } from 'node:fs';
import { SESSION_SECRET_FILE } from '../../server/config.js';
import { keptSecretFile } from '../../server/ops/secret-file.js';
import { unsubscribeUrl } from '../../server/newsletters/unsubscribe-token.js';
import { NEWSLETTER_UNSUBSCRIBE } from '../../shared/newsletter-email-messages.js';
import { inject } from './provided.js';
import { pagePerTest } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';
import { released, slugOf } from '../support/dataset.js';
import { datasetEmails, renderFor } from '../support/newsletter-email.js';
import { UNSUBSCRIBE_PLACEHOLDER } from '../../server/newsletters/email/index.js';
import { NEWSLETTER_EMAIL } from '../../shared/newsletter-email-messages.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/newsletter-email';
const articlePath = (a: ReturnType<typeof released<'article'>>[number]) => `/sections/${slugOf(a.section._ref)}/articles/${a.slug.current}`;
const withInset = (a: ReturnType<typeof released<'article'>>[number]) => a.content.body.some((b) => b._type === 'insetImage');
const free = released('article').find((a) => !a.isPremium && a.hero.heroImage && withInset(a))!;
const premium = released('article').find((a) => a.isPremium && a.hero.heroImage && withInset(a))!;
const recipe = released('recipeArticle').find((r) => r.heroImage)!;

const EMAILS: [name: string, path: string, full: boolean][] = [
  ['free-article', articlePath(free), true],
  ['premium-full', articlePath(premium), true],
  ['premium-teaser', articlePath(premium), false],
  ['recipe', `/recipes/${recipe.slug.current}`, false],
];

describe.each([
  ['390', PHONE],
  ['1440', DESKTOP],
])('newsletter emails at %s px', (width, viewport) => {
  const t = pagePerTest({ viewport });
  const emails = datasetEmails();
  beforeAll(() => mkdirSync(OUT, { recursive: true }));

  it.each(EMAILS)('%s', async (name, path, full) => {
    const story = await emails.loadStory(path);
    expect(story).not.toBeNull();
    const email = await renderFor(emails, story!, full, baseUrl);
    await t.page.setContent(email.html, { waitUntil: 'load' });

    const facts = await t.page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      images: [...document.images].map((img) => ({ src: img.src, alt: img.alt, loaded: img.complete && img.naturalWidth > 0, shown: img.getBoundingClientRect().width })),
    }));
    expect(facts.scrollWidth).toBeLessThanOrEqual(facts.clientWidth);
    // The hero, and inset images in a whole story's body.
    expect(facts.images.length).toBeGreaterThanOrEqual(full && name !== 'recipe' ? 2 : 1);
    for (const img of facts.images) {
      expect({ src: img.src, loaded: img.loaded }).toEqual({ src: img.src, loaded: true });
      expect(img.src.startsWith(`${baseUrl}/images/`)).toBe(true);
      expect(img.alt.length).toBeGreaterThan(0);
      // Never wider than the 600 px column, nor than a phone.
      expect(img.shown).toBeLessThanOrEqual(Math.min(600, viewport.width));
    }
    for (const [label, href] of [
      [NEWSLETTER_EMAIL.unsubscribe('The Weekly'), UNSUBSCRIBE_PLACEHOLDER],
      [NEWSLETTER_EMAIL.manage, `${baseUrl}/account`],
    ]) {
      const link = t.page.getByRole('link', { name: label });
      await expect(link.isVisible()).resolves.toBe(true);
      await expect(link.getAttribute('href')).resolves.toBe(href);
    }
    if (name === 'premium-teaser') await expect(t.page.getByRole('link', { name: NEWSLETTER_EMAIL.readOn('The Colophon') }).isVisible()).resolves.toBe(true);
    await t.page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true, timeout: 45_000 });
  });
});

describe('the unsubscribe link in a browser', () => {
  const t = pagePerTest({ viewport: PHONE });
  const secret = process.env.SESSION_SECRET ?? keptSecretFile(inject('dataDir'), SESSION_SECRET_FILE).secret;
  const email = `unsubscribe-${Date.now()}@example.com`;

  it('shows the newsletter and the address with a button; the click unsubscribes the member', async () => {
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password1', firstName: 'Ada', lastName: 'Reader' }),
    });
    expect(signUp.status).toBe(201);
    const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const mine = async () => {
      const res = await fetch(`${baseUrl}/api/account/newsletters`, { headers: { cookie } });
      return ((await res.json()) as { newsletters: { slug: string; name: string; subscribed: boolean }[] }).newsletters;
    };
    // The dataset's default-on newsletter, which a new member gets.
    const newsletter = (await mine()).find((n) => n.subscribed)!;
    expect(newsletter).toBeDefined();
    const subscribed = async () => (await mine()).find((n) => n.slug === newsletter.slug)!.subscribed;

    await t.page.goto(unsubscribeUrl(baseUrl, secret, { email, newsletter: newsletter.slug }));
    await expect(t.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NEWSLETTER_UNSUBSCRIBE.title(newsletter.name));
    await expect(t.page.getByText(NEWSLETTER_UNSUBSCRIBE.body(newsletter.name, email)).isVisible()).resolves.toBe(true);
    await t.page.screenshot({ path: `${OUT}/unsubscribe-page-390.png`, fullPage: true });
    // Opening it changed nothing.
    expect(await subscribed()).toBe(true);

    await t.page.getByRole('button', { name: NEWSLETTER_UNSUBSCRIBE.button }).click();
    await t.page.getByRole('heading', { level: 1, name: NEWSLETTER_UNSUBSCRIBE.doneTitle }).waitFor();
    await t.page.screenshot({ path: `${OUT}/unsubscribe-done-390.png`, fullPage: true });
    expect(await subscribed()).toBe(false);
    expect(t.problems).toEqual([]);
  });
});

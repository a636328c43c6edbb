/**
 * The newsletter email builder (server/newsletters/email/): each kind of story from the embedded
 * dataset, the whole of a premium story against its teaser, absolute images with width, height and
 * alt, the list headers, the sender's placeholder written as given, the text part's links, and a
 * story too long for Gmail cut with a link to the rest. Every story's size: the integration suite
 * test/integration/newsletters/email-dataset.test.ts.
 */
import { splitForPaywall } from '../../../shared/content/paywall.js';
import type { Block } from '../../../shared/content/blocks.js';
import { NEWSLETTER_EMAIL } from '../../../shared/newsletter-email-messages.js';
import { UNSUBSCRIBE_PLACEHOLDER, type EmailStoryContent, type NewsletterStory } from '../../../server/newsletters/email/index.js';
import { encodedSize, HTML_BUDGET_BYTES, listId } from '../../../server/newsletters/email/render.js';
import { byId, ofType } from '../../support/dataset.js';
import { datasetEmails, images, NEWSLETTER, renderFor, SITE, storyPaths } from '../../support/newsletter-email.js';

const ORIGIN = 'http://localhost:3000';
const emails = datasetEmails();
const content = (s: NewsletterStory) => s.content as EmailStoryContent;
const textOf = (blocks: Block[]) =>
  blocks.flatMap((b) => (b._type === 'block' ? [(b.children ?? []).map((c) => (c as { text?: string }).text ?? '').join('')] : [])).filter((t) => t.trim() !== '');

/** The text part without the addresses it writes after each link's words. */
const words = (text: string) => text.replace(/ https?:\/\/\S+/g, '');

async function load(path: string): Promise<NewsletterStory> {
  const story = await emails.loadStory(path);
  if (!story) throw new Error(`no story at ${path}`);
  return story;
}

const paths = storyPaths();
const premiumArticle = paths.find((p) => p.kind === 'article' && p.premium)!;
const freeArticle = paths.find((p) => p.kind === 'article' && !p.premium)!;
const feature = paths.find((p) => p.kind === 'feature')!;
const recipe = paths.find((p) => p.kind === 'recipe')!;

describe('loadStory', () => {
  it('finds a published, released article, feature and recipe by its site path', async () => {
    for (const p of [freeArticle, premiumArticle, feature, recipe]) {
      const story = await load(p.path);
      expect(story).toMatchObject({ path: p.path, kind: p.kind, premium: p.premium });
      expect(story.title.length).toBeGreaterThan(0);
      expect(content(story).body.length).toBeGreaterThan(0);
    }
    const r = content(await load(recipe.path)).recipe!;
    expect(r.parts.length).toBeGreaterThan(0);
    expect(r.parts[0]!.ingredients.length).toBeGreaterThan(0);
  });

  it('finds nothing at an unknown, unreleased, draft-only or malformed path, or an article under another section', async () => {
    const now = new Date().toISOString();
    const unreleased = ofType('article').find((a) => !a._id.startsWith('drafts.') && a.releaseDate && a.releaseDate > now);
    const draftOnly = ofType('article').find((a) => a._id.startsWith('drafts.') && !byId(a._id.slice('drafts.'.length)));
    expect(unreleased).toBeDefined();
    expect(draftOnly).toBeDefined();
    const other = freeArticle.path.replace(/^\/sections\/[^/]+/, '/sections/not-its-section');
    const candidates = [
      '/feature/no-such-story',
      '/recipes/no-such-recipe',
      '/about',
      '/feature/%E0%A4%A',
      other,
      ...(unreleased ? [`/sections/x/articles/${unreleased.slug.current}`] : []),
      ...(draftOnly ? [`/sections/x/articles/${draftOnly.slug.current}`] : []),
    ];
    for (const path of candidates) expect(await emails.loadStory(path)).toBeNull();
  });
});

describe('render', () => {
  it('an article: title, dek, byline, body, the newsletter and its sender, and the site link at the end', async () => {
    const story = await load(freeArticle.path);
    const c = content(story);
    const email = await renderFor(emails, story, false);
    expect(email.subject).toBe(story.title);
    expect(email.text).toContain(story.title);
    if (c.dek) expect(email.text).toContain(c.dek);
    expect(email.text).toContain(NEWSLETTER_EMAIL.byline(c.authors));
    expect(email.text).toContain(NEWSLETTER_EMAIL.from(NEWSLETTER.name, NEWSLETTER.senderName));
    // Free: the whole body, whatever `full` says.
    for (const paragraph of textOf(c.body)) expect(words(email.text)).toContain(paragraph.trim().slice(0, 60));
    expect(email.text).toContain(`${NEWSLETTER_EMAIL.onTheSite(SITE)} ${ORIGIN}${story.path}`);
    expect(email.html).not.toContain(NEWSLETTER_EMAIL.teaserNote);
    // Email HTML: React Email's tables, inline styles, no <style> or <script>, no relative links.
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain('role="presentation"');
    expect(email.html).not.toMatch(/<(style|script|link)\b/);
    expect(email.html).not.toMatch(/\b(href|src)="(?!https?:\/\/)/);
  });

  it('a premium story: the whole body when full, else the site\'s teaser and a link to read on', async () => {
    const story = await load(premiumArticle.path);
    const { teaser, rest } = splitForPaywall(content(story).body);
    expect(rest.length).toBeGreaterThan(0);
    const restText = textOf(rest);
    const whole = await renderFor(emails, story, true);
    const cut = await renderFor(emails, story, false);
    for (const paragraph of textOf(teaser)) {
      expect(words(whole.text)).toContain(paragraph.slice(0, 60));
      expect(words(cut.text)).toContain(paragraph.slice(0, 60));
    }
    for (const paragraph of restText) {
      expect(words(whole.text)).toContain(paragraph.slice(0, 60));
      expect(words(cut.text)).not.toContain(paragraph.slice(0, 60));
    }
    expect(cut.text).toContain(NEWSLETTER_EMAIL.teaserNote);
    expect(cut.text).toContain(`${NEWSLETTER_EMAIL.readOn(SITE)} ${ORIGIN}${story.path}`);
    expect(whole.text).not.toContain(NEWSLETTER_EMAIL.teaserNote);
  });

  it('a feature and a recipe (its yield, ingredients and steps)', async () => {
    const f = await load(feature.path);
    expect((await renderFor(emails, f, true)).text).toContain(f.title);
    const r = await load(recipe.path);
    const email = await renderFor(emails, r, false);
    const details = content(r).recipe!;
    expect(email.text).toContain(NEWSLETTER_EMAIL.ingredients);
    expect(email.text).toContain(details.parts[0]!.ingredients[0]!);
    expect(email.text).toContain(details.parts[0]!.steps[0]!);
    if (details.yield) expect(email.text).toContain(details.yield);
    if (details.totalMinutes) expect(email.text).toContain(NEWSLETTER_EMAIL.recipeTime(details.totalMinutes));
    expect([45, 60, 270].map(NEWSLETTER_EMAIL.recipeTime)).toEqual(['45 minutes', '1 hour', '4 hours 30 minutes']);
  });

  it('images are absolute, sized and described: the hero and the body\'s inset images', async () => {
    // A story with an inset image in its body, besides its hero.
    const withInset = paths.find((p) => {
      const doc = ofType('article').find((a) => p.path.endsWith(`/articles/${a.slug.current}`));
      return !p.premium && doc?.content.body.some((b) => b._type === 'insetImage');
    })!;
    const story = await load(withInset.path);
    const imgs = images((await renderFor(emails, story, true, 'https://mag.example/')).html);
    expect(imgs.length).toBeGreaterThanOrEqual(2);
    for (const img of imgs) {
      expect(img.src).toMatch(/^https:\/\/mag\.example\/images\/local\/production\/[0-9a-f]+-\d+x\d+\.(jpg|png)\?/);
      const url = new URL(img.src);
      expect(url.searchParams.get('fm')).toMatch(/^(jpg|png)$/);
      expect(Number(url.searchParams.get('dpr'))).toBe(2);
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.width)).toBeLessThanOrEqual(600);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(img.alt?.length).toBeGreaterThan(0);
    }
    expect(imgs[0]!.width).toBe('600');
  });

  it('images from Sanity\'s CDN when the content comes from Sanity', async () => {
    const { createNewsletterEmails } = await import('../../../server/newsletters/email/index.js');
    const { createLocalSource } = await import('../../../server/content/sources/local.js');
    const source = createLocalSource({ location: 'data' });
    const sanity = createNewsletterEmails({
      query: (groq, params = {}) => source.fetch(groq, params, { preview: false }),
      images: { projectId: 'abc123', dataset: 'production', baseUrl: 'https://cdn.sanity.io' },
    });
    const story = await load(freeArticle.path);
    const [hero] = images((await renderFor(sanity, story, true)).html);
    expect(hero!.src).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\/[0-9a-f]+-\d+x\d+\.(jpg|png)\?.*w=600/);
  });

  it('the list headers, and the unsubscribe placeholder written as given in the HTML, the text and the header', async () => {
    const email = await renderFor(emails, await load(freeArticle.path), true);
    expect(email.headers).toEqual({
      'List-Id': '"The Weekly" <weekly.localhost>',
      'List-Unsubscribe': `<${UNSUBSCRIBE_PLACEHOLDER}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(email.html).toContain(`href="${UNSUBSCRIBE_PLACEHOLDER}"`);
    expect(email.html).toContain(NEWSLETTER_EMAIL.unsubscribe(NEWSLETTER.name));
    expect(email.html).toContain(`href="${ORIGIN}/account"`);
    // The text part: the story, the unsubscribe and the manage links, each address after its words.
    expect(email.text).toContain(`${NEWSLETTER_EMAIL.unsubscribe(NEWSLETTER.name)} ${UNSUBSCRIBE_PLACEHOLDER}`);
    expect(email.text).toContain(`${NEWSLETTER_EMAIL.manage} ${ORIGIN}/account`);
    // No image noise in the text part.
    expect(email.text).not.toMatch(/\/images\//);
  });

  it('List-Id quotes the name and keeps the label to a dot-atom', () => {
    expect(listId('Recipes, twice a "month"', 'recipes', 'https://mag.example:8443/')).toBe('"Recipes, twice a \\"month\\"" <recipes.mag.example>');
    expect(listId('X', 'we ird_slug', 'https://mag.example')).toBe('"X" <we-ird-slug.mag.example>');
    // Beyond ASCII: an encoded word, which mail clients decode.
    expect(listId('Caf\u00e9 Letters', 'cafe', 'https://mag.example')).toBe(`=?UTF-8?B?${Buffer.from('Caf\u00e9 Letters').toString('base64')}?= <cafe.mag.example>`);
  });
});

describe('links in the body', () => {
  const story = (body: object[]): NewsletterStory => ({
    path: '/feature/made-up',
    kind: 'feature',
    title: 'Made up',
    premium: false,
    content: { kind: 'feature', url: '/feature/made-up', title: 'Made up', authors: [], body: body as Block[] } satisfies Partial<EmailStoryContent>,
  });
  const paragraph = (key: string, text: string, href?: string) => ({
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: href ? [{ _type: 'link', _key: `${key}l`, href }] : [],
    children: [{ _type: 'span', _key: `${key}s`, text, marks: href ? [`${key}l`] : [] }],
  });

  it('site paths become absolute; unsafe links become plain text', async () => {
    const email = await renderFor(emails, story([paragraph('a', 'on the site', '/sections/food'), paragraph('b', 'a trap', 'javascript:alert(1)'), paragraph('c', 'elsewhere', 'https://example.org/x')]), true);
    expect(email.html).toContain(`href="${ORIGIN}/sections/food"`);
    expect(email.html).toContain('href="https://example.org/x"');
    expect(email.html).not.toContain('javascript:');
    expect(email.text).toContain('a trap');
  });

  it('a story too long for Gmail is cut where it fits, with a link to continue on the site', async () => {
    const words = 'The long and winding paragraph goes on, as paragraphs in very long stories do. '.repeat(12);
    const body = Array.from({ length: 400 }, (_, i) => paragraph(`p${i}`, `Paragraph ${i}. ${words}`));
    const email = await renderFor(emails, story(body), true);
    expect(encodedSize(email.html)).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
    expect(Buffer.byteLength(email.html)).toBeLessThan(102 * 1024);
    expect(email.text).toContain('Paragraph 0.');
    expect(email.text).not.toContain('Paragraph 399.');
    expect(email.text).toContain(NEWSLETTER_EMAIL.continuedNote);
    expect(email.text).toContain(`${NEWSLETTER_EMAIL.continueReading} ${ORIGIN}/feature/made-up`);
    // The footer survives the cut.
    expect(email.text).toContain(UNSUBSCRIBE_PLACEHOLDER);
    // As many paragraphs as fit: one more would not.
    const kept = Number(/Paragraph (\d+)\.(?![\s\S]*Paragraph \d+\.)/.exec(email.text)![1]);
    const oneMore = await renderFor(emails, story(body.slice(0, kept + 2)), true);
    expect(encodedSize(oneMore.html)).toBeGreaterThan(HTML_BUDGET_BYTES - 2000);
  });

  it('encodedSize counts quoted-printable: = and non-ASCII bytes three times, soft breaks', () => {
    expect(encodedSize('a'.repeat(73))).toBe(73 + 3);
    expect(encodedSize('=')).toBe(3 + 3);
    expect(encodedSize('\u201c')).toBe(9 + 3);
  });
});

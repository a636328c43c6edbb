/**
 * The Studio's 'Send to newsletter' (studio/newsletter-send/request.ts): which documents it is on,
 * when it is off, the dialog's choices, and the newsletterSend document it writes, checked against
 * the extracted schema (studio/schema.json) and, through the documented webhook projection, against
 * what POST /api/newsletters/sends accepts. Its queries run on the embedded dataset.
 */
import { readFileSync } from 'node:fs';
import { evaluate, parse } from 'groq-js';
import {
  choicesFor,
  isSendable,
  NEWSLETTER_CHOICES_QUERY,
  newsletterSendDocument,
  PAST_SENDS_QUERY,
  requestedByOf,
  SEND_TEXT,
  SEND_WEBHOOK,
  unavailableReason,
  type NewsletterChoice,
} from '../../../studio/newsletter-send/request.js';
import { datasetDocuments } from '../../support/dataset.js';
import type { SchemaJson } from '../../../tools/dataset-validate/type-nodes.js';

const NOW = new Date('2026-12-06T10:00:00Z');
const run = async (query: string, dataset: unknown[], params: Record<string, unknown> = {}) =>
  (await evaluate(parse(query, { params }), { dataset, params })).get();

describe("the Studio's 'Send to newsletter'", () => {
  it('is on articles, feature articles and recipes only', () => {
    expect(['article', 'featureArticle', 'recipeArticle'].map(isSendable)).toEqual([true, true, true]);
    expect(['newsletter', 'newsletterSend', 'section', 'podcastEpisode', 'page'].some(isSendable)).toBe(false);
  });

  it('is off until the story is published and released', () => {
    expect(unavailableReason(null, NOW)).toBe(SEND_TEXT.notPublished);
    expect(unavailableReason({ releaseDate: '2026-12-24T08:00:00Z' }, NOW)).toBe(SEND_TEXT.notReleased('2026-12-24T08:00:00Z'));
    expect(SEND_TEXT.notReleased('2026-12-24T08:00:00Z')).toBe('Released 2026-12-24 08:00 (UTC): it can be sent from then on');
    expect(unavailableReason({ releaseDate: '2026-12-01T08:00:00Z' }, NOW)).toBeNull();
    expect(unavailableReason({}, NOW)).toBeNull();
    expect(unavailableReason({ releaseDate: 'not a date' }, NOW)).toBeNull();
  });

  it('names the editor who asked', () => {
    expect(requestedByOf({ name: 'Ada Editor', email: 'ada@example.com' })).toBe('Ada Editor <ada@example.com>');
    expect(requestedByOf({ name: ' ', email: 'ada@example.com' })).toBe('ada@example.com');
    expect(requestedByOf({ name: 'Ada Editor' })).toBe('Ada Editor');
    expect(requestedByOf(null)).toBe('an editor');
  });

  it('offers every published newsletter, those this story already went to marked and not choosable', () => {
    const newsletters: NewsletterChoice[] = [
      { _id: 'n1', name: 'The Friday Edition', slug: 'friday', premiumOnly: false },
      { _id: 'n2', name: 'The Dispatch', slug: 'dispatch', premiumOnly: true },
      { _id: 'n3', name: null, slug: 'no-name', premiumOnly: false },
      { _id: 'n4', name: 'No slug', slug: null, premiumOnly: false },
    ];
    const past = [{ newsletterId: 'n2', requestedAt: '2026-12-01T09:30:00Z', requestedBy: 'Ada Editor <ada@example.com>' }];
    expect(choicesFor(newsletters, past)).toEqual([
      { id: 'n1', name: 'The Friday Edition', premiumOnly: false, sent: null },
      { id: 'n2', name: 'The Dispatch', premiumOnly: true, sent: 'already sent 2026-12-01 by Ada Editor <ada@example.com>' },
      { id: 'n3', name: 'no-name', premiumOnly: false, sent: null },
    ]);
  });

  it('writes a newsletterSend of the published story with weak references, who and when', () => {
    const doc = newsletterSendDocument({ newsletterId: 'newsletter-weekly', storyId: 'drafts.article-1', user: { name: 'Ada' }, now: NOW });
    expect(doc).toEqual({
      _type: 'newsletterSend',
      newsletter: { _type: 'reference', _ref: 'newsletter-weekly', _weak: true },
      story: { _type: 'reference', _ref: 'article-1', _weak: true },
      requestedBy: 'Ada',
      requestedAt: '2026-12-06T10:00:00.000Z',
    });
  });

  it('writes exactly the fields of the schema\u2019s newsletterSend, whose story may be any sendable type', () => {
    const schema = JSON.parse(readFileSync('studio/schema.json', 'utf8')) as SchemaJson;
    const type = schema.find((e) => e.name === 'newsletterSend');
    if (type?.type !== 'document') throw new Error('no newsletterSend document type in studio/schema.json');
    const fields = Object.keys(type.attributes).filter((k) => !k.startsWith('_'));
    const doc = newsletterSendDocument({ newsletterId: 'n', storyId: 's', user: null, now: NOW });
    expect(Object.keys(doc).filter((k) => !k.startsWith('_')).sort()).toEqual(fields.sort());
    const story = type.attributes.story.value;
    expect(story.type === 'union' ? story.of.map((m) => ('name' in m ? m.name : null)) : story).toEqual([
      'article.reference',
      'featureArticle.reference',
      'recipeArticle.reference',
    ]);
  });

  it('its webhook projection gives the body the site takes', async () => {
    const doc = { _id: 'abc', ...newsletterSendDocument({ newsletterId: 'newsletter-weekly', storyId: 'feature-1', user: { name: 'Ada' }, now: NOW }) };
    const [body] = (await run(`*[${SEND_WEBHOOK.filter}]${SEND_WEBHOOK.projection}`, [doc])) as unknown[];
    expect(body).toEqual({ _id: 'abc', newsletterId: 'newsletter-weekly', storyId: 'feature-1', requestedBy: 'Ada', requestedAt: '2026-12-06T10:00:00.000Z' });
  });

  it('its queries read the embedded dataset\u2019s newsletters and a story\u2019s earlier sends', async () => {
    const docs = datasetDocuments() as unknown as Array<{ _id: string; _type: string }>;
    const newsletters = (await run(NEWSLETTER_CHOICES_QUERY, docs)) as NewsletterChoice[];
    expect(newsletters.length).toBeGreaterThanOrEqual(3);
    expect(newsletters.every((n) => n.slug && n.name && !n._id.startsWith('drafts.'))).toBe(true);
    expect(newsletters.some((n) => n.premiumOnly)).toBe(true);
    const sends = [
      { _id: 's1', ...newsletterSendDocument({ newsletterId: newsletters[0]._id, storyId: 'story-a', user: null, now: new Date('2026-12-01T00:00:00Z') }) },
      { _id: 's2', ...newsletterSendDocument({ newsletterId: newsletters[1]._id, storyId: 'story-a', user: null, now: NOW }) },
      { _id: 's3', ...newsletterSendDocument({ newsletterId: newsletters[1]._id, storyId: 'story-b', user: null, now: NOW }) },
    ];
    expect(await run(PAST_SENDS_QUERY, [...docs, ...sends], { storyId: 'story-a' })).toEqual([
      { newsletterId: newsletters[1]._id, requestedAt: NOW.toISOString(), requestedBy: 'an editor' },
      { newsletterId: newsletters[0]._id, requestedAt: '2026-12-01T00:00:00.000Z', requestedBy: 'an editor' },
    ]);
  });
});

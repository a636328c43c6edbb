/**
 * POST /api/newsletters/sends: an editor's 'Send to newsletter' in the Studio, delivered by a Sanity
 * GROQ webhook (docs/editors.md#sending-a-story-to-a-newsletter). The Studio action writes a
 * `newsletterSend` document (newsletter and story references, who asked, when); the webhook posts
 * its projection here, signed as POST /api/revalidate is (`sanity-webhook-signature`, HMAC of the
 * raw body with SANITY_WEBHOOK_SECRET), so the Studio bundle holds no secret of the site's.
 *
 * The route finds the published newsletter and the published, released story (their ids come from
 * the document's references), turns the story into its site path and queues the send with the
 * sending service (`newsletterSending`, server/services.ts). Answers:
 * - 202 `{queued, sendId, recipients, newsletter, story}`: queued.
 * - 409: this story already went to this newsletter (the service refuses a second send), which is
 *   also what a duplicate delivery of the same webhook gets: nothing is sent twice, and a 4xx ends
 *   Sanity's retries.
 * - 404 with a message: no such published newsletter or released story.
 * - 400 malformed body, 401 bad signature, 503 without the secret or the content
 *   source (Sanity retries those).
 */
import express, { type Router } from 'express';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DomainError, InvalidInputError, NotFoundError, ServiceUnavailableError } from '../domain-errors.js';
import { NEWSLETTER_SEND_TARGET_QUERY } from '../content/queries.js';
import type { QueryParams } from '../content/source.js';
import type { NewsletterSending } from './sending/service.js';
import { articleUrl, featureUrl, recipeUrl } from '../../shared/content/urls.js';
import { NEWSLETTER_SENDS } from '../../shared/newsletter-webhook-messages.js';
import type { NEWSLETTER_SEND_TARGET_QUERY_RESULT } from '../../shared/content/sanity.types.js';

export interface StudioSendsDeps {
  /** SANITY_WEBHOOK_SECRET: unset, the route answers 503. */
  secret: string | undefined;
  /** The sending service (server/services.ts): queue throws not-found / conflict domain errors. */
  sending: Pick<NewsletterSending, 'queue'>;
  /** Published-content queries (the content cache). */
  query: <T>(groq: string, params?: QueryParams) => Promise<T>;
  logger: Logger;
}

const id = z.string().trim().min(1).max(200).refine((v) => !v.startsWith('drafts.'));
/** The webhook's projection: `{_id, "newsletterId": newsletter._ref, "storyId": story._ref, requestedBy}`. */
const sendBody = z.object({
  _id: z.string().max(200).optional(),
  newsletterId: id,
  storyId: id,
  requestedBy: z.string().max(200).nullish(),
});

/** The query's answer (Sanity TypeGen); read defensively all the same, as GROQ answers null for anything missing. */
type Target = NEWSLETTER_SEND_TARGET_QUERY_RESULT;

/** The site path of a story the target query found; null when it has none (an article without a section). */
export function storyPath(story: { _type: string; slug: string | null; section: string | null }): string | null {
  if (!story.slug) return null;
  if (story._type === 'article') return story.section ? articleUrl(story.section, story.slug) : null;
  if (story._type === 'featureArticle') return featureUrl(story.slug);
  if (story._type === 'recipeArticle') return recipeUrl(story.slug);
  return null;
}

export function createStudioSendsRouter(deps: StudioSendsDeps): Router {
  const r = express.Router();
  r.post('/api/newsletters/sends', express.text({ type: () => true, limit: '64kb' }), async (req, res) => {
    if (!deps.secret) throw new ServiceUnavailableError('webhook-disabled', NEWSLETTER_SENDS.disabled);
    const raw = typeof req.body === 'string' ? req.body : '';
    const signature = req.get(SIGNATURE_HEADER_NAME);
    const valid = signature ? await isValidSignature(raw, signature, deps.secret).catch(() => false) : false;
    if (!valid) throw new DomainError('unauthenticated', 'invalid-signature', NEWSLETTER_SENDS.badSignature);

    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw new InvalidInputError(NEWSLETTER_SENDS.badBody);
    }
    const parsed = sendBody.safeParse(json);
    if (!parsed.success) throw new InvalidInputError(NEWSLETTER_SENDS.badBody);
    const { _id: documentId, newsletterId, storyId, requestedBy } = parsed.data;

    let target: Target | null;
    try {
      target = await deps.query<Target | null>(NEWSLETTER_SEND_TARGET_QUERY, { newsletterId, storyId });
    } catch (err) {
      deps.logger.warn({ err, documentId }, 'studio send: the content source could not be read');
      throw new ServiceUnavailableError('content-unavailable', NEWSLETTER_SENDS.contentUnavailable);
    }
    const newsletter = target?.newsletter?.slug;
    if (!newsletter) throw new NotFoundError(NEWSLETTER_SENDS.unknownNewsletter(newsletterId), 'unknown-newsletter');
    const story = target?.story ? storyPath(target.story) : null;
    if (!story) throw new NotFoundError(NEWSLETTER_SENDS.unknownStory(storyId), 'unknown-story');

    // eslint-disable-next-line no-control-regex -- a record's text: no control characters (PostgreSQL refuses NUL)
    const who = requestedBy?.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() || 'an editor';
    const queued = await deps.sending.queue({ newsletter, story, requestedBy: `${who} (Studio)` });
    deps.logger.info({ documentId, newsletter, story, sendId: queued.sendId, recipients: queued.recipients }, 'studio send: queued');
    res.status(202).json({ queued: true, sendId: queued.sendId, recipients: queued.recipients, newsletter, story });
  });
  return r;
}

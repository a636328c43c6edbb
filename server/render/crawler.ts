/**
 * Crawlers and link unfurlers get whole pages: the server waits for everything (onAllReady) before
 * sending a byte, as they may not run scripts or wait for the rest of a stream. A short list of
 * the words their user agents carry (Googlebot, bingbot, facebookexternalhit, Slackbot-LinkExpanding…).
 * Why browsers get a stream and these do not: docs/decisions/streaming-vs-whole-pages.md.
 */
const CRAWLER = /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|whatsapp|preview|archiver|ia_archiver/i;

export function isCrawler(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent === '' || CRAWLER.test(userAgent);
}

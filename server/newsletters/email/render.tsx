/**
 * One newsletter email from a loaded story (docs/features/newsletters.md#the-email): HTML by React
 * Email, its text/plain part from that HTML, the list headers of RFC 2919 and RFC 8058. A premium
 * story's teaser is cut as the site cuts it (shared/content/paywall.ts); any body that would make
 * the HTML too large for Gmail (it clips past 102 KB) is cut where it fits, with a link to the rest.
 */
import { render, toPlainText } from '@react-email/render';
import { splitForPaywall } from '../../../shared/content/paywall.js';
import type { Block } from '../../../shared/content/blocks.js';
import type { ImageData } from '../../../shared/content/common.js';
import { imageUrl, isGif, type ImageConfig, type ImageOptions } from '../../../shared/images.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { NewsletterEmail, type EmailImage, type Ending, type TemplateProps } from './template.js';
import { emailContent } from './story.js';
import type { NewsletterEmailInput, RenderedEmail } from './types.js';

/**
 * The most the HTML part may weigh, as sent: Gmail clips a message whose HTML passes 102 KB
 * (104,448 bytes), and nodemailer sends a long-lined HTML part quoted-printable, which writes every
 * `=` and every non-ASCII byte as three bytes. Counted encoded (encodedSize), with 8 KB left for
 * what the sender puts in after rendering (each recipient's unsubscribe address) and the headers.
 */
export const HTML_BUDGET_BYTES = 96 * 1024;

/** Images are asked for at twice their display width: sharp on high-density screens. */
const IMAGE_DPR = 2;
const IMAGE_QUALITY = 75;
/** The tallest an image is shown, in CSS pixels. */
const MAX_IMAGE_HEIGHT = 480;

/**
 * The size of `html` once quoted-printable encoded (RFC 2045 6.7): printable ASCII but `=` is one
 * byte, every other byte three, plus a soft line break (`=` CRLF) per 73 characters of a line.
 * An upper bound of what nodemailer sends; a base64 part (more non-ASCII than letters) is smaller.
 */
export function encodedSize(html: string): number {
  let bytes = 0;
  for (const byte of Buffer.from(html, 'utf8')) {
    bytes += (byte >= 0x20 && byte <= 0x7e && byte !== 0x3d) || byte === 0x0a ? 1 : 3;
  }
  return bytes + Math.ceil(bytes / 73) * 3;
}

/**
 * The list's id (RFC 2919): the newsletter's name and `<slug>.<site host>`. The name is a quoted
 * string, or, with characters beyond ASCII, an RFC 2047 encoded word (a quoted string may not hold one).
 */
export function listId(name: string, slug: string, publicUrl: string): string {
  const label = slug.replace(/[^A-Za-z0-9-]/g, '-') || 'newsletter';
  const flat = name.replace(/[\r\n]+/g, ' ');
  const phrase = /^[\x20-\x7e]*$/.test(flat) ? `"${flat.replace(/["\\]/g, '\\$&')}"` : `=?UTF-8?B?${Buffer.from(flat).toString('base64')}?=`;
  return `${phrase} <${label}.${new URL(publicUrl).hostname}>`;
}

/**
 * An image for the email: a JPEG (PNG when the original is one) from Sanity's CDN or the site's
 * image route, absolute, at twice `displayWidth`; the width and height attributes are the display
 * size. GIFs stay as they are (they animate in most clients).
 */
export function emailImage(config: ImageConfig, publicUrl: string, image: ImageData, displayWidth: number): EmailImage {
  const ratio = image.metadata.aspectRatio || image.metadata.width / image.metadata.height;
  // A tall picture is shown narrower (centred), so it does not fill a phone's screen on its own.
  const width = Math.min(displayWidth, image.metadata.width, Math.round(MAX_IMAGE_HEIGHT * ratio));
  const height = Math.round(width / ratio);
  const options: ImageOptions = { width, dpr: IMAGE_DPR, quality: IMAGE_QUALITY, format: image.id.endsWith('-png') ? 'png' : 'jpg' };
  const src = absoluteUrl(publicUrl, isGif(image) ? imageUrl(config, image) : imageUrl(config, image, options));
  return { src, width, height, alt: image.alt ?? image.caption ?? '' };
}

/** The text part: headings as written (html-to-text shouts them by default), each link's address after its words. */
const TEXT_OPTIONS = {
  selectors: ['h1', 'h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
};

async function html(props: TemplateProps): Promise<string> {
  return render(<NewsletterEmail {...props} />);
}

/** The largest `n` in [lo, hi] with `fits(n)`, given fits(lo). */
async function largest(lo: number, hi: number, fits: (n: number) => Promise<boolean>): Promise<number> {
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export async function renderNewsletterEmail(input: NewsletterEmailInput, images: ImageConfig): Promise<RenderedEmail> {
  const story = emailContent(input.story);
  const whole = input.full || !input.story.premium;
  const body: Block[] = whole ? story.body : splitForPaywall(story.body).teaser;
  const props: TemplateProps = {
    siteName: input.siteName,
    publicUrl: input.publicUrl,
    newsletterName: input.newsletter.name,
    senderName: input.newsletter.senderName?.trim() || input.siteName,
    story,
    body,
    ending: whole ? 'whole' : 'teaser',
    unsubscribeUrl: input.unsubscribeUrl,
    manageUrl: input.manageUrl,
    image: (image, width) => emailImage(images, input.publicUrl, image, width),
  };
  let out = await html(props);
  if (encodedSize(out) > HTML_BUDGET_BYTES) {
    // Too long for one email: as many blocks as fit, then a link to the rest on the site.
    const cut = (n: number) => html({ ...props, body: body.slice(0, n), ending: 'continued' as Ending });
    const n = await largest(0, body.length - 1, async (k) => encodedSize(await cut(k)) <= HTML_BUDGET_BYTES);
    out = await cut(n);
  }
  return {
    subject: input.story.title,
    html: out,
    text: toPlainText(out, TEXT_OPTIONS),
    headers: {
      'List-Id': listId(input.newsletter.name, input.newsletter.slug, input.publicUrl),
      'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

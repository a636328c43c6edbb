/**
 * What every answer to outside input must be (docs/architecture.md#the-bars): never a 5xx, a 4xx always with a message
 * (JSON {error:{message}} from the APIs, an HTML page with text for pages), and no internals —
 * stack frames, file paths, error class names, parser messages — in any error body.
 */
import { CLIENT_ERROR_MESSAGES } from '../../../server/http-server.js';

export interface Outcome {
  status: number;
  contentType: string;
  text: string;
  location?: string;
}

/** A redirect target a browser keeps on this site: one leading slash, no backslash or control tricks. */
export function isSameSitePath(location: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what browsers strip into another host
  return /^\/(?![/\\])/.test(location) && !/[\\\u0000-\u001f]/.test(location);
}

/** Internals that must never reach a client. */
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w$.<>[\] ]+ \(|\n\s+at \S+:\d+:\d+/],
  ['file path', /\/work\/|node_modules|\/home\/|\/usr\/(lib|local)|[A-Z]:\\/],
  [
    'error class',
    /\b(TypeError|RangeError|SyntaxError|ReferenceError|URIError|EvalError|AggregateError|ZodError|PayloadTooLargeError|HttpError|DomainError|UpstreamError|GoneError|ConflictError|ContentUnavailableError|ContentTimeoutError|SanityResponseError|NotFoundError|ENOENT|ECONNREFUSED)\b/,
  ],
  ['parser message', /Unexpected token|in JSON at position|is not valid JSON|Cannot read propert/],
];

export function leakIn(text: string): string | null {
  for (const [what, re] of LEAKS) {
    const m = re.exec(text);
    if (m) return `${what}: ${JSON.stringify(text.slice(Math.max(0, m.index - 40), m.index + 80))}`;
  }
  return null;
}

/** Text a reader would see in an HTML document (scripts, styles and tags removed). */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const PARSER_MESSAGES = new Set(Object.values(CLIENT_ERROR_MESSAGES));

/** Paths that are files or machine endpoints: a plain-text 4xx is right for them. */
const NON_PAGE = /^\/(images|media|assets|sitemaps)\/|\/(feed|rss)\.xml$|^\/(healthz|readyz|fallback\.css|robots\.txt|sitemap\.xml|sitemap-news\.xml)$/;

function pathOf(url: string): string {
  return url.split('?')[0]!;
}

/** Why `outcome` breaks the bar for a request of `method` to `url`, or null when it is fine. */
export function problemWith(method: string, url: string, outcome: Outcome): string | null {
  const { status, contentType, text } = outcome;
  if (status >= 500) return `status ${status}: ${text.slice(0, 200)}`;
  if (status >= 300 && status < 400 && outcome.location !== undefined && !isSameSitePath(outcome.location)) {
    return `open redirect to ${JSON.stringify(outcome.location)}`;
  }
  if (status < 400) return null;
  const leak = leakIn(text);
  if (leak) return `${status} leaks ${leak}`;
  if (method === 'HEAD') return null;
  // Node's parser refused the request before any route ran (server/http-server.ts): plain text is all it has.
  if (PARSER_MESSAGES.has(text.trim())) return null;
  const path = pathOf(url);
  const isJson = contentType.includes('json');
  if (path.startsWith('/api/') || path.startsWith('/_data/')) {
    if (!isJson) return `${status} from an API without JSON (${contentType})`;
  }
  if (isJson) {
    let message: unknown;
    try {
      message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    } catch {
      return `${status} with unparsable JSON`;
    }
    return typeof message === 'string' && message.trim() ? null : `${status} JSON without error.message`;
  }
  if (contentType.includes('html')) return visibleText(text) ? null : `${status} HTML page without text`;
  if (method === 'GET' && !NON_PAGE.test(path)) return `${status} for a page is not HTML (${contentType})`;
  return text.trim() ? null : `${status} with an empty body`;
}

/**
 * Frame links (menus, social links, popups) are content too. A URL field that could run script
 * (javascript:, data:, vbscript:) is removed from the raw document before it is parsed, so the
 * schemas drop what needed it (a menu item, a popup) or fall back to defaults (social links), and
 * no page carries it. Body links get the same rule (safeHref) where they render.
 */
import { safeHref } from '../../shared/safe-href.js';

const URL_KEY = /(url|link|href)$/i;
const SOCIAL_KEYS = new Set(['twitter', 'facebook', 'instagram']);

function isScriptUrl(value: string): boolean {
  return value.trim() !== '' && safeHref(value) === undefined;
}

/** A copy of `value` without the URL-named string fields that hold script URLs. */
export function withoutScriptUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutScriptUrls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]) =>
      typeof v === 'string' && (URL_KEY.test(key) || SOCIAL_KEYS.has(key)) && isScriptUrl(v) ? [] : [[key, withoutScriptUrls(v)]],
    ),
  );
}

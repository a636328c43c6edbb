/**
 * Links to pages a feature flag has turned off (shared/flagged-pages.ts), taken out of the data a
 * page is rendered from, so no menu entry, body link or teaser leads to a 404 and the browser gets
 * no code for it: menu entries ({text, url}) and link annotations ({_type: 'link', href}) are
 * dropped (the linked words stay as text), a teaser ({enabled, url}) is disabled. Unchanged parts
 * keep their identity, and each input object is scrubbed once (frozen content is shared).
 */
import type { FeatureFlags } from '../../shared/flags.js';
import { FLAGGED_PAGES, switchedOffPage } from '../../shared/flagged-pages.js';

type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/** `value` without links to the pages `flags` turn off (itself when there are none). */
export function createLinkScrubber(flags: FeatureFlags): <T>(value: T) => T {
  if (!FLAGGED_PAGES.some((p) => !flags[p.flag])) return (value) => value;
  const off = (href: unknown) => typeof href === 'string' && switchedOffPage(href, flags) !== undefined;
  const done = new WeakMap<object, unknown>();

  const leadsOff = (item: unknown) => isPlain(item) && (typeof item.text === 'string' || item._type === 'link') && (off(item.url) || off(item.href));

  function scrub(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    const seen = done.get(value);
    if (seen !== undefined) return seen;
    let out: unknown = value;
    if (Array.isArray(value)) {
      const kept = value.filter((item) => !leadsOff(item)).map(scrub);
      if (kept.length !== value.length || kept.some((item, i) => item !== value[i])) out = kept;
    } else if (isPlain(value)) {
      let copy: Plain | undefined;
      for (const [key, child] of Object.entries(value)) {
        const next = scrub(child);
        if (next !== child) (copy ??= { ...value })[key] = next;
      }
      if (typeof value.enabled === 'boolean' && value.enabled && off(value.url)) (copy ??= { ...value }).enabled = false;
      // A portable-text block: the marks of dropped link annotations go with them.
      if (Array.isArray(value.markDefs) && Array.isArray(value.children)) {
        const dropped = new Set(value.markDefs.filter(leadsOff).map((d) => (d as Plain)._key));
        if (dropped.size > 0) {
          const base = copy ?? { ...value };
          base.children = (base.children as unknown[]).map((span) =>
            isPlain(span) && Array.isArray(span.marks) && span.marks.some((m) => dropped.has(m))
              ? { ...span, marks: span.marks.filter((m) => !dropped.has(m)) }
              : span,
          );
          copy = base;
        }
      }
      if (copy) out = copy;
    }
    done.set(value, out);
    return out;
  }
  return <T>(value: T) => scrub(value) as T;
}

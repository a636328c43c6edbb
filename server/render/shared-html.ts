import { renderToString } from 'react-dom/server';
import type { SharedHtmlRenderer } from '../../client/components/SharedHtml.js';

/**
 * The shared parts' HTML, per frozen content object (held weakly: it goes with its content) and key.
 * Rendered with renderToString, as React writes it within a page, on its own: outside the router,
 * so a part that read the location (which it must not) would fail here, not vary by page.
 * Why: docs/decisions/shared-frame-html.md.
 */
export function createSharedHtml(): SharedHtmlRenderer {
  const kept = new WeakMap<object, Map<string, string>>();
  return (data, key, children) => {
    if (!Object.isFrozen(data)) return undefined;
    let byKey = kept.get(data);
    if (!byKey) kept.set(data, (byKey = new Map()));
    let html = byKey.get(key);
    if (html === undefined) {
      html = renderToString(children);
      byKey.set(key, html);
    }
    return html;
  };
}

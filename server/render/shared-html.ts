import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { SharedHtmlRenderer } from '../../client/components/SharedHtml.js';

/**
 * The shared parts' HTML, per frozen content object (held weakly: it goes with its content) and key.
 * Rendered with renderToString, as React writes it within a page; a part's links need a router
 * (they navigate on click), never its location.
 */
export function createSharedHtml(): SharedHtmlRenderer {
  const kept = new WeakMap<object, Map<string, string>>();
  return (data, key, children) => {
    if (!Object.isFrozen(data)) return undefined;
    let byKey = kept.get(data);
    if (!byKey) kept.set(data, (byKey = new Map()));
    let html = byKey.get(key);
    if (html === undefined) {
      html = renderToString(createElement(StaticRouter, { location: '/', children }));
      byKey.set(key, html);
    }
    return html;
  };
}

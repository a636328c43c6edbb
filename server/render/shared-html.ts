import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SharedHtmlRenderer } from '../../client/components/SharedHtml.js';
import { RouteStateContext, type RouteState } from '../../client/router/state.js';

/** What is kept under one content object: the next object's entries, and the HTML by key. */
interface Node {
  next: WeakMap<object, Node>;
  /** null: the part cannot be rendered on its own (it read something it may not); render it in place. */
  html: Map<string, string | null>;
}

const newNode = (): Node => ({ next: new WeakMap(), html: new Map() });

/**
 * The route state a part that reads the frame is rendered with on its own: the frame's data and
 * nothing else. Reading the location or the matches throws, so such a part is rendered in place
 * instead of being kept with one page's location in it.
 */
function frameOnlyState(frame: object): RouteState {
  const refuse = (what: string) => () => {
    throw new Error(`a shared part read the route's ${what}`);
  };
  return Object.defineProperties({ loaderData: { root: frame }, errors: null, navigation: 'idle' } as unknown as RouteState, {
    location: { get: refuse('location') },
    matches: { get: refuse('matches') },
  });
}

/**
 * The shared parts' HTML, per frozen content objects (held weakly: it goes when any of them goes)
 * and key. Rendered with renderToString, as React writes it within a page, on its
 * own: outside the router and the store, so a part that read the location or the store (which it
 * must not) fails here and is rendered in place from then on, rather than vary by page.
 * Why: docs/decisions/shared-frame-html.md.
 */
export function createSharedHtml(): SharedHtmlRenderer {
  const root = newNode();
  return (data, key, children, frame) => {
    // The frame data's content is frozen, one object per content window; the rest of it (flags,
    // third-party ids, the public URL) is the server's configuration, fixed for this renderer's
    // life, except in preview, whose content is never frozen and so never kept.
    const objects = frame ? [...data, (frame as { content: object }).content] : data;
    let node = root;
    for (const object of objects) {
      if (typeof object !== 'object' || object === null || !Object.isFrozen(object)) return undefined;
      let next = node.next.get(object);
      if (!next) node.next.set(object, (next = newNode()));
      node = next;
    }
    let html = node.html.get(key);
    if (html === undefined) {
      try {
        html = renderToString(frame ? createElement(RouteStateContext.Provider, { value: frameOnlyState(frame), children }) : children);
      } catch {
        html = null;
      }
      node.html.set(key, html);
    }
    return html ?? undefined;
  };
}

/**
 * A part of the frame that every page renders alike: its markup is a pure function of shared,
 * frozen content (the published base data, one object per content TTL window) and a key.
 *
 * On the server (server/render/render.ts provides SharedHtmlContext) the part's inner HTML is
 * rendered once per content object and key, then written into each page as it is: the menus, the
 * section lists and the footer are about half the elements of a page, and rendering them again for
 * every page was the largest single cost of an uncached render. In the browser, and wherever no
 * provider is given, the children render as usual; the bytes are the same either way
 * (test/integration/render/shared-html.test.ts compares whole pages), so hydration sees no difference.
 *
 * The children must read nothing but `data`, what `memoKey` names and, with `readsFrame`, the frame's
 * data: no store, no location, no per-request state. Data that is not frozen (preview's drafts) is
 * never kept. A part that reads something else fails when rendered on its own (no store, no
 * location there) and is then rendered in place, as it always is in the browser.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import { RouteStateContext } from '../router/state.js';

/**
 * The HTML of `children` for the content objects `data` (in order) and `key`, or undefined to render
 * them in place. `frame` is the page's frame data (route 'root') when the children read it: its
 * content is then part of what the HTML is kept under, and it is the only route data they are
 * rendered with.
 */
export type SharedHtmlRenderer = (data: readonly object[], key: string, children: ReactNode, frame?: object) => string | undefined;

export const SharedHtmlContext = /* @__PURE__ */ createContext<SharedHtmlRenderer | undefined>(undefined);

type Props = {
  as: 'div' | 'nav' | 'section' | 'ul';
  className?: string;
  'aria-label'?: string;
  role?: string;
  /** The frozen content the children are made of (one object, or several): a new object is new markup. None: rendered in place. */
  data: object | readonly object[] | undefined;
  /** Everything else the children depend on (e.g. whether the reader is a member); none: ''. */
  memoKey?: string;
  /**
   * The children also read the frame's data (the root route's: image settings, third-party ids),
   * as images and ad slots in a body do. Nothing else of the route state is theirs to read.
   */
  readsFrame?: boolean;
  children: ReactNode;
};

/** The browser's SharedHtml: no renderer is ever provided there, so the part renders in place. */
function InPlace({ as, data: _data, memoKey: _memoKey, readsFrame: _readsFrame, children, ...attrs }: Props) {
  return createElement(as, attrs, children);
}

/**
 * The browser bundle (build.mjs defines process.env.BROWSER_BUNDLE for it) takes InPlace and drops
 * the rest: the server's half, a few hundred bytes on every page with a body, kept the article's
 * scripts within their budget. Everywhere else (the server, tests) it is the whole component.
 */
export const SharedHtml = process.env.BROWSER_BUNDLE ? InPlace : Keeping;

function Keeping({ as, data, memoKey, readsFrame, children, ...attrs }: Props) {
  const render = useContext(SharedHtmlContext);
  const routeState = useContext(RouteStateContext);
  const frame = readsFrame ? routeState?.loaderData.root : undefined;
  const html =
    render && data && (!readsFrame || (typeof frame === 'object' && frame !== null))
      ? render(Array.isArray(data) ? (data as readonly object[]) : [data as object], memoKey ?? '', children, frame as object | undefined)
      : undefined;
  if (html === undefined) return createElement(as, attrs, children);
  return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: html } });
}

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
 * The children must read nothing but `data` and what `memoKey` names: no store, no location, no
 * per-request state. Data that is not frozen (preview's drafts) is never kept.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** The HTML of `children` for (`data`, `key`), or undefined to render them in place. */
export type SharedHtmlRenderer = (data: object, key: string, children: ReactNode) => string | undefined;

export const SharedHtmlContext = createContext<SharedHtmlRenderer | undefined>(undefined);

type Props = {
  as: 'div' | 'nav' | 'section' | 'ul';
  className?: string;
  'aria-label'?: string;
  /** The frozen content the children are made of: a new object is new markup. */
  data: object;
  /** Everything else the children depend on (e.g. whether the reader is a member). */
  memoKey: string;
  children: ReactNode;
};

export function SharedHtml({ as, data, memoKey, children, ...attrs }: Props) {
  const html = useContext(SharedHtmlContext)?.(data, memoKey, children);
  if (html === undefined) return createElement(as, attrs, children);
  return createElement(as, { ...attrs, dangerouslySetInnerHTML: { __html: html } });
}

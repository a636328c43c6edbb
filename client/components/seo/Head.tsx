/**
 * <title>, <meta> and <link> tags for the document head, from wherever a page renders them.
 *
 * On the server React 19 hoists them into <head>. The browser runs Preact (build.mjs), which does
 * not hoist, so there they are portalled into <head>. While the page hydrates, each tag first
 * takes the place of its server-rendered copy (removed, then rendered anew by the portal), so
 * nothing is doubled and later navigations swap them like any other element.
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Head elements of the server render that a Head may still take over; null outside hydration. */
let serverTags: Element[] | null = null;

/** The entry calls this around hydration (true before, false after). */
export function adoptServerHead(on: boolean): void {
  serverTags = on && typeof document !== 'undefined' ? [...document.head.children] : null;
}

const ATTRIBUTE: Record<string, string> = { charSet: 'charset', httpEquiv: 'http-equiv', hrefLang: 'hreflang', crossOrigin: 'crossorigin' };

/** Whether a server-rendered element is the one `tag` renders (a title is any title). */
function isCopyOf(el: Element, type: string, props: Record<string, unknown>): boolean {
  if (el.localName !== type) return false;
  if (type === 'title') return true;
  return Object.entries(props).every(
    ([name, value]) => name === 'children' || value == null || el.getAttribute(ATTRIBUTE[name] ?? name.toLowerCase()) === String(value),
  );
}

function takeOverServerCopies(children: ReactNode): void {
  const tags = serverTags;
  if (!tags) return;
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child) || typeof child.type !== 'string') continue;
    const type = child.type;
    const i = tags.findIndex((el) => isCopyOf(el, type, child.props as Record<string, unknown>));
    if (i >= 0) tags.splice(i, 1)[0].remove();
  }
}

export function Head({ children }: { children: ReactNode }) {
  if (typeof document === 'undefined') return <>{children}</>;
  takeOverServerCopies(children);
  return createPortal(children, document.head);
}

/**
 * The site's in-app link: a plain `<a href>` that navigates client-side on an unmodified primary
 * click, like React Router's Link. Every `to` here is an absolute site path, so it needs none of
 * Router's href resolution, active-state and prefetch hooks, which made its Link the costliest
 * element of a server render (about a hundred per page) and a sixth of a render's allocations.
 * It takes navigate from the route tree (NavigateContext, below), not a useNavigate() of its own;
 * outside the tree it is a plain link.
 */
import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * React Router's navigate, taken once for the whole tree (client/router/RouteTree.tsx) instead of
 * once per link: a page has about a hundred links, and each useNavigate() cost hooks and a
 * JSON.stringify of the route matches in every render. Null outside the tree (a part rendered on
 * its own). It lives here, with its one reader, so that the links' chunk needs no other.
 */
export const NavigateContext = createContext<NavigateFunction | null>(null);

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A click the browser should handle itself: new tab/window, download, other button, or already handled. */
export function isBrowserClick(e: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>, target?: string, download?: unknown): boolean {
  return e.defaultPrevented || e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey || (!!target && target !== '_self') || download !== undefined;
}

export function Link({ to, onClick, ...rest }: Props) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      href={to}
      {...rest}
      onClick={(e) => {
        onClick?.(e);
        if (!navigate || isBrowserClick(e, rest.target, rest.download)) return;
        e.preventDefault();
        void navigate(to);
      }}
    />
  );
}

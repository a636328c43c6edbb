/**
 * The site's in-app link: a plain `<a href>` that navigates client-side on an unmodified primary
 * click, like React Router's Link. Every `to` here is an absolute site path, so it needs none of
 * Router's href resolution, active-state and prefetch hooks, which made its Link the costliest
 * element of a server render (about a hundred per page) and a sixth of a render's allocations.
 * It takes navigate from the route tree (NavigateContext), not a useNavigate() of its own; outside
 * the tree it is a plain link.
 */
import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { NavigateContext } from '../router/state.js';

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

import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from './Link.js';
import { linkKind } from '../../shared/links.js';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children?: ReactNode };

/** Internal links navigate client-side; mailto:/tel: stay in the tab; other external links open a new tab. */
export function SmartLink({ href, children, ...rest }: Props) {
  const kind = linkKind(href);
  if (kind === 'internal') {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (kind === 'same-tab') {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
    </a>
  );
}

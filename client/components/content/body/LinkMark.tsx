import type { PortableTextMarkComponentProps } from '@portabletext/react';
import { SmartLink } from '../../SmartLink.js';
import { safeHref } from '../../../../shared/safe-href.js';

interface LinkValue {
  _type: 'link';
  href?: string;
}

/** Links in body text: internal ones client-side, others per SmartLink; unsafe hrefs become plain text. */
export function LinkMark({ value, children }: PortableTextMarkComponentProps<LinkValue>) {
  const href = safeHref(value?.href);
  if (!href) return <span className="body__unlinked">{children}</span>;
  return <SmartLink href={href}>{children}</SmartLink>;
}

import type { PortableTextTypeComponentProps } from '@portabletext/react';
import type { PullQuoteBlock } from '../../../../shared/content/schema-types.js';

/** A quotation set large in the body, with its attribution. */
export function PullQuote({ value }: PortableTextTypeComponentProps<PullQuoteBlock>) {
  if (!value.text) return null;
  return (
    <figure className="pull-quote">
      <blockquote className="pull-quote__text">
        <p>{value.text}</p>
      </blockquote>
      {value.attribution && <figcaption className="pull-quote__attribution">— {value.attribution}</figcaption>}
    </figure>
  );
}

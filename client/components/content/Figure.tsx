import type { ReactNode } from 'react';
import type { ImageData } from '../../../shared/content/common.js';
import { LazyImage, type LazyImageProps } from './LazyImage.js';
import './figure.css';

type Props = Omit<LazyImageProps, 'image'> & {
  image: ImageData;
  /** Overrides the asset's own caption/credit (inset images carry their own). */
  caption?: string;
  credit?: string;
  figureClassName?: string;
  /** Laid over the image only (not the caption), e.g. hotspot markers. */
  overlay?: ReactNode;
};

/** An image with its caption and credit underneath. */
export function Figure({ image, caption, credit, figureClassName, overlay, ...imageProps }: Props) {
  const text = caption ?? image.caption;
  const by = credit ?? image.credit;
  return (
    <figure className={['figure', figureClassName].filter(Boolean).join(' ')} data-sanity={image.edit}>
      {overlay ? (
        <div className="figure__media">
          <LazyImage image={image} {...imageProps} />
          {overlay}
        </div>
      ) : (
        <LazyImage image={image} {...imageProps} />
      )}
      {(text || by) && (
        <figcaption className="figure__caption">
          {text && <span className="figure__text">{text}</span>}
          {by && <span className="figure__credit">{by}</span>}
        </figcaption>
      )}
    </figure>
  );
}

import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { imageSrcSet, imageUrl, isGif } from '../../../shared/images.js';
import type { ImageData } from '../../../shared/content/common.js';
import { useImageConfig } from './useImageConfig.js';
import { useInView } from './useInView.js';
import { FALLBACK_WIDTH, srcSetWidths } from './imageWidths.js';

export interface LazyImageProps {
  image: ImageData;
  /** The `sizes` attribute: how wide the image shows at each viewport width. */
  sizes?: string;
  /** Crop to this width/height ratio (cards, heroes); otherwise the asset's own ratio. */
  aspectRatio?: number;
  /** Widest the image is ever shown, in CSS px; bounds the srcset (2x included). */
  maxWidth?: number;
  /** The LCP image: loads at once, eagerly, with high fetch priority; never lazy. */
  priority?: boolean;
  /** Alternative text; defaults to the asset's alt. Ignored when decorative. */
  alt?: string;
  /** Purely decorative: empty alt so screen readers skip it. */
  decorative?: boolean;
  /** Keep the blurred preview off (transparent logos would show it through). */
  noPlaceholder?: boolean;
  className?: string;
}

/** A data: URL that is safe to put inside CSS url("..."). */
function lqipStyle(lqip: string | undefined): CSSProperties | undefined {
  if (!lqip || !/^data:image\/[a-z+]+;base64,[A-Za-z0-9+/=]+$/.test(lqip)) return undefined;
  return { backgroundImage: `url("${lqip}")`, backgroundSize: 'cover', backgroundPosition: 'center' };
}

/**
 * A cropped image keeps its box before it arrives, and where an image host ignores the crop
 * parameters (a plain file server): aspect-ratio plus object-fit, centred on the hotspot.
 */
function cropStyle(image: ImageData, aspectRatio: number | undefined): CSSProperties | undefined {
  if (!aspectRatio) return undefined;
  const { x, y } = image.hotspot ?? { x: 0.5, y: 0.5 };
  return { aspectRatio: String(aspectRatio), objectFit: 'cover', objectPosition: `${x * 100}% ${y * 100}%` };
}

/**
 * The one image component of the site. Width and height are always set, so nothing shifts.
 * The HTML always carries the real `src` and `srcset` (valid markup for every reader, crawler and
 * validator) with the browser's own lazy loading; the rule "lazy until 10% visible, once, then
 * eager" is the enhancement on top: once hydrated and in view, the image turns eager. The blurred
 * preview sits behind the image until it has loaded.
 */
export function LazyImage(props: LazyImageProps) {
  const { image, sizes = '100vw', aspectRatio, maxWidth = 1600, priority = false, className } = props;
  const config = useImageConfig();
  const ref = useRef<HTMLImageElement>(null);
  const inView = useInView(ref, !priority);
  const [loaded, setLoaded] = useState(false);

  const intrinsic = image.metadata;
  const ratio = aspectRatio ?? intrinsic.aspectRatio;
  const width = Math.min(FALLBACK_WIDTH, intrinsic.width);
  const height = Math.round(width / ratio);
  const urlOptions = aspectRatio ? { aspectRatio } : {};
  const src = imageUrl(config, image, { width, height: aspectRatio ? height : undefined });
  // A GIF has one URL (it is never resized); `sizes` is only valid beside width descriptors.
  const responsive = isGif(image) ? {} : { srcSet: imageSrcSet(config, image, srcSetWidths(maxWidth, intrinsic.width), urlOptions), sizes };
  const alt = props.decorative ? '' : (props.alt ?? image.alt ?? '');
  const classes = ['lazy-image__img', className].filter(Boolean).join(' ');

  // An image that finished loading before hydration fires no load event React can see.
  useEffect(() => {
    if (ref.current?.complete && ref.current.naturalWidth > 0) setLoaded(true);
  }, [inView]);

  const crop = cropStyle(image, aspectRatio);
  const placeholder = !loaded && !props.noPlaceholder ? lqipStyle(intrinsic.lqip) : undefined;
  const style = crop || placeholder ? { ...crop, ...placeholder } : undefined;
  const common = { alt, width, height, className: classes, style, decoding: 'async' as const, src, ...responsive };

  if (priority) {
    return <img ref={ref} {...common} loading="eager" fetchPriority="high" onLoad={() => setLoaded(true)} />;
  }
  return (
    <span className="lazy-image">
      <img ref={ref} {...common} loading={inView ? 'eager' : 'lazy'} onLoad={() => setLoaded(true)} />
    </span>
  );
}

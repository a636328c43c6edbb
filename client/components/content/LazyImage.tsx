import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { imageSrcSet, imageUrl } from '../../../shared/images.js';
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

/** A transparent pixel: what a lazy image shows before it is in view when it has no blurred preview. */
const BLANK_SRC = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/**
 * A cropped image keeps its box even where the image host ignores the crop parameters (the
 * embedded dataset serves files as they are): aspect-ratio plus object-fit, centred on the hotspot.
 */
function cropStyle(image: ImageData, aspectRatio: number | undefined): CSSProperties | undefined {
  if (!aspectRatio) return undefined;
  const { x, y } = image.hotspot ?? { x: 0.5, y: 0.5 };
  return { aspectRatio: String(aspectRatio), objectFit: 'cover', objectPosition: `${x * 100}% ${y * 100}%` };
}

/**
 * The one image component of the site. Width and height are always set, so nothing shifts.
 * Non-priority images render with their blurred preview as src on the server and until 10%
 * visible (spec §4), then the real image and a <noscript> copy for readers and crawlers without JavaScript.
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
  const srcSet = imageSrcSet(config, image, srcSetWidths(maxWidth, intrinsic.width), urlOptions);
  const alt = props.decorative ? '' : (props.alt ?? image.alt ?? '');
  const classes = ['lazy-image__img', className].filter(Boolean).join(' ');

  // An image that finished loading before hydration fires no load event React can see.
  useEffect(() => {
    if (inView && ref.current?.complete && ref.current.currentSrc) setLoaded(true);
  }, [inView]);

  const crop = cropStyle(image, aspectRatio);
  const placeholder = !loaded && !props.noPlaceholder ? lqipStyle(intrinsic.lqip) : undefined;
  const style = crop || placeholder ? { ...crop, ...placeholder } : undefined;
  const common = { alt, width, height, sizes, className: classes, style, decoding: 'async' as const };

  if (priority) {
    return (
      <img ref={ref} {...common} src={src} srcSet={srcSet} loading="eager" fetchPriority="high" onLoad={() => setLoaded(true)} />
    );
  }
  // Same element before and after it comes into view, so React only swaps src and adds srcset.
  // Before that its src is the blurred preview (or a blank pixel): an <img> without src draws
  // Chromium's broken-image icon over the box until the page has hydrated.
  const waitingSrc = !props.noPlaceholder && lqipStyle(intrinsic.lqip) ? (intrinsic.lqip as string) : BLANK_SRC;
  return (
    <span className="lazy-image">
      <img
        ref={ref}
        {...common}
        src={inView ? src : waitingSrc}
        srcSet={inView ? srcSet : undefined}
        data-src={inView ? undefined : src}
        data-srcset={inView ? undefined : srcSet}
        loading={inView ? 'eager' : undefined}
        onLoad={() => inView && setLoaded(true)}
      />
      {!inView && (
        <noscript>
          <img alt={alt} width={width} height={height} sizes={sizes} className={classes} style={crop} src={src} srcSet={srcSet} loading="lazy" />
        </noscript>
      )}
    </span>
  );
}

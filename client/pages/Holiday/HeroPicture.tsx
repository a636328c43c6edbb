import type { ImageData } from '../../../shared/content/common.js';
import { imageSrcSet, imageUrl } from '../../../shared/images.js';
import { FALLBACK_WIDTH, srcSetWidths } from '../../components/content/imageWidths.js';
import { useImageConfig } from '../../components/content/useImageConfig.js';

interface Props {
  image: ImageData;
  /** Art-directed version for narrow screens (a taller crop). */
  mobile?: ImageData;
  /** Under this width the mobile version is used. */
  breakpoint?: number;
  priority?: boolean;
  className?: string;
}

const size = (img: ImageData) => {
  const width = Math.min(FALLBACK_WIDTH, img.metadata.width);
  return { width, height: Math.round(width / img.metadata.aspectRatio) };
};

/**
 * An illustration with its mobile version, as <picture>. LazyImage has no art direction, so this
 * builds the sources from the same helpers; each source carries its own width/height, so the
 * browser reserves the right box for whichever it picks (no layout shift).
 */
export function HeroPicture({ image, mobile, breakpoint = 640, priority = false, className }: Props) {
  const config = useImageConfig();
  const desktop = size(image);
  const alt = image.alt ?? '';
  return (
    <picture className={className}>
      {mobile && (
        <source
          media={`(max-width: ${breakpoint - 1}px)`}
          srcSet={imageSrcSet(config, mobile, srcSetWidths(breakpoint, mobile.metadata.width))}
          sizes="100vw"
          {...size(mobile)}
        />
      )}
      <img
        src={imageUrl(config, image, { width: desktop.width })}
        srcSet={imageSrcSet(config, image, srcSetWidths(900, image.metadata.width))}
        sizes={`(min-width: ${breakpoint}px) 45vw, 100vw`}
        width={desktop.width}
        height={desktop.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}

import type { ImageData } from '../../../shared/content/common.js';
import { imageSrcSet, imageUrl } from '../../../shared/images.js';
import { FALLBACK_WIDTH, srcSetWidths } from './imageWidths.js';
import { useImageConfig } from './useImageConfig.js';

interface Props {
  image: ImageData;
  /** Art-directed crop for narrow screens (below 768 px). */
  mobileImage?: ImageData;
  alt?: string;
  className?: string;
}

const MOBILE_MEDIA = '(max-width: 767px)';

/**
 * A full-width hero with an optional separate image for phones, via <picture>. Always the LCP
 * image, so it is eager and high priority; width/height come from the desktop image (the
 * mobile one may differ in shape, which CSS aspect-ratio in the source handles).
 */
export function HeroPicture({ image, mobileImage, alt, className }: Props) {
  const config = useImageConfig();
  const width = Math.min(FALLBACK_WIDTH, image.metadata.width);
  const height = Math.round(width / image.metadata.aspectRatio);
  return (
    <picture className={className}>
      {mobileImage && (
        <source
          media={MOBILE_MEDIA}
          srcSet={imageSrcSet(config, mobileImage, srcSetWidths(800, mobileImage.metadata.width))}
          sizes="100vw"
          width={Math.min(FALLBACK_WIDTH, mobileImage.metadata.width)}
          height={Math.round(Math.min(FALLBACK_WIDTH, mobileImage.metadata.width) / mobileImage.metadata.aspectRatio)}
        />
      )}
      <img
        src={imageUrl(config, image, { width })}
        srcSet={imageSrcSet(config, image, srcSetWidths(1920, image.metadata.width))}
        sizes="100vw"
        width={width}
        height={height}
        alt={alt ?? image.alt ?? ''}
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

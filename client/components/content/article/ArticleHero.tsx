import type { CSSProperties, ReactNode } from 'react';
import type { HeroType } from '../../../../shared/content/schema-types.js';
import type { ImageData } from '../../../../shared/content/common.js';
import { Figure } from '../Figure.js';
import { Hotspots, type Hotspot } from './Hotspots.js';
import './hero.css';

interface Props {
  heroType: HeroType;
  image?: ImageData;
  hotspots?: Hotspot[];
  /** High-definition hero: larger image widths in the srcset. */
  highDef?: boolean;
  /** The header (kicker, title, dek, byline), placed according to the layout. */
  header: ReactNode;
}

const SIZES: Record<HeroType, string> = {
  'full-width-image-with-half-width-header': '100vw',
  'full-width-header-with-image': '(min-width: 1320px) 1240px, 100vw',
  'half-width-header-with-image': '(min-width: 900px) 50vw, 100vw',
  'no-image': '0px',
  'no-image-centered-text': '0px',
};

/** The five hero layouts; layouts with an image fall back to 'no-image' without one. */
export function ArticleHero({ heroType, image, hotspots = [], highDef = false, header }: Props) {
  const type: HeroType = image || heroType === 'no-image-centered-text' ? heroType : 'no-image';
  const headerBlock = <div className="hero__header">{header}</div>;
  const media = image && type !== 'no-image' && type !== 'no-image-centered-text' && (
    // The picture's own shape, for a layout that crops it to keep the title on the first screen (hero.css).
    <div className="hero__media" style={{ '--hero-ratio': image.metadata.aspectRatio } as CSSProperties}>
      {/* The hero is the LCP image: never lazy. */}
      <Figure
        image={image}
        sizes={SIZES[type]}
        maxWidth={highDef ? 2560 : 1600}
        priority
        figureClassName="hero__figure"
        overlay={hotspots.length > 0 ? <Hotspots spots={hotspots} /> : undefined}
      />
    </div>
  );
  return (
    <div className={`hero hero--${type}${highDef ? ' hero--high-def' : ''}`}>
      {/* Image first only where the layout puts it above the header. */}
      {type === 'full-width-image-with-half-width-header' ? (
        <>
          {media}
          {headerBlock}
        </>
      ) : (
        <>
          {headerBlock}
          {media}
        </>
      )}
    </div>
  );
}

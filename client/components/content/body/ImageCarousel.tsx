import type { PortableTextTypeComponentProps } from '@portabletext/react';
import type { ImageCarouselData } from '../../../../shared/content/blocks.js';
import { Carousel } from '../Carousel.js';
import { Figure } from '../Figure.js';
import './inset-image.css';

/** A gallery of captioned images in the body. */
export function ImageCarousel({ value }: PortableTextTypeComponentProps<ImageCarouselData>) {
  if (value.images.length === 0) return null;
  if (value.images.length === 1) {
    const [only] = value.images;
    return <Figure image={only} sizes="(min-width: 900px) 900px, 100vw" maxWidth={1080} figureClassName="inset-image--wide" />;
  }
  const slides = value.images.map((image) => (
    <Figure key={image.id} image={image} sizes="(min-width: 1080px) 1000px, 100vw" maxWidth={1080} />
  ));
  return (
    <div className="body-carousel">
      <Carousel id={`carousel-${value._key.replace(/[^\w-]/g, '_')}`} label={`Image gallery, ${value.images.length} images`} slides={slides} />
    </div>
  );
}

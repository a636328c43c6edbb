import type { PortableTextTypeComponentProps } from '@portabletext/react';
import type { InsetImageData } from '../../../../shared/content/blocks.js';
import { Figure } from '../Figure.js';
import './inset-image.css';

const SIZES: Record<string, string> = {
  'full-bleed': '100vw',
  sidebar: '(min-width: 900px) 320px, 100vw',
  'full-width': '(min-width: 900px) 720px, 100vw',
};

/** An image in the body: aligned left, right, centred or full bleed; full width or sidebar width. */
export function InsetImage({ value }: PortableTextTypeComponentProps<InsetImageData>) {
  const key = value.alignment === 'full-bleed' ? 'full-bleed' : value.width;
  return (
    <Figure
      image={value.image}
      caption={value.caption}
      credit={value.credit}
      sizes={SIZES[key]}
      maxWidth={key === 'full-bleed' ? 1920 : key === 'sidebar' ? 400 : 900}
      figureClassName={`inset-image inset-image--${value.alignment} inset-image--${value.width}`}
    />
  );
}

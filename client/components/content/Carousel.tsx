import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { nextIndex, prevIndex, slideLabel, swipeDirection } from './carouselMath.js';
import { useCarouselLayout } from './useCarouselLayout.js';
import './carousel.css';

interface Props {
  /** The track's id (the buttons control it), unique on the page. */
  id: string;
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Images inside the slides; the layout is rebuilt once all have loaded. */
  imageCount?: number;
}

/**
 * A carousel (WAI-ARIA pattern): previous/next buttons, arrow keys, pointer swipes. Slides out
 * of view are inert so keyboard and screen-reader users only meet the one shown.
 */
export function Carousel({ id, label, slides, imageCount = slides.length }: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [drag, setDrag] = useState<{ startX: number; dx: number } | null>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const height = useCarouselLayout(viewport, index, imageCount);

  const go = (to: number) => setIndex(to);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(nextIndex(index, count));
    else if (e.key === 'ArrowLeft') go(prevIndex(index, count));
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    setDrag({ startX: e.clientX, dx: 0 });
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    // Capture only once it is clearly a drag, so a plain click still reaches links and buttons.
    if (Math.abs(e.clientX - drag.startX) > 8 && !e.currentTarget.hasPointerCapture(e.pointerId)) {
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    setDrag({ ...drag, dx: e.clientX - drag.startX });
  };
  const onPointerEnd = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dir = swipeDirection(drag.dx, e.currentTarget.clientWidth);
    if (dir === 1) go(nextIndex(index, count));
    if (dir === -1) go(prevIndex(index, count));
    setDrag(null);
  };

  const dx = drag?.dx ?? 0;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <div className="carousel__controls">
        <button type="button" className="carousel__button" aria-controls={id} onClick={() => go(prevIndex(index, count))}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">Previous slide</span>
        </button>
        <p className="carousel__status meta" aria-hidden="true">
          {slideLabel(index, count)}
        </p>
        <button type="button" className="carousel__button" aria-controls={id} onClick={() => go(nextIndex(index, count))}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">Next slide</span>
        </button>
      </div>
      <div
        ref={viewport}
        className="carousel__viewport"
        style={height ? { height } : undefined}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      >
        <div
          id={id}
          className={drag ? 'carousel__track carousel__track--dragging' : 'carousel__track'}
          style={{ transform: `translateX(calc(${-index * 100}% + ${dx}px))` }}
          aria-live="polite"
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              data-slide=""
              data-current={i === index ? '' : undefined}
              aria-hidden={i === index ? undefined : true}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

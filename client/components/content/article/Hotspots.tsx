import { useState, type CSSProperties } from 'react';
import './hotspots.css';
import { SmartLink } from '../../SmartLink.js';
import { safeHref } from '../../../../shared/safe-href.js';

/** A marker on the hero image (article hero.imageHotspots). */
export interface Hotspot {
  text: string;
  link?: string;
  x: number;
  y: number;
  isDarkMode: boolean;
}

/** Percent within 0..100, so a stray value cannot push a marker off the image. */
const pct = (v: number) => `${Math.min(100, Math.max(0, v))}%`;

function Marker({ spot, index }: { spot: Hotspot; index: number }) {
  const [open, setOpen] = useState(false);
  // One hero per page: the marker's number makes the note's id (the same on server and client).
  const id = `hotspot-note-${index + 1}`;
  const href = safeHref(spot.link);
  // Markers on the right half open their note to the left, so it stays on the image.
  const side = spot.x > 50 ? 'left' : 'right';
  return (
    <li
      className={`hotspot hotspot--${spot.isDarkMode ? 'dark' : 'light'} hotspot--${side}${open ? ' hotspot--open' : ''}`}
      // --spot-y: for a hero that crops its picture (hero.css), which places the marker itself.
      style={{ left: pct(spot.x), top: pct(spot.y), '--spot-y': Math.min(100, Math.max(0, spot.y)) } as CSSProperties}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
      }}
    >
      <button type="button" className="hotspot__marker" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">{index + 1}</span>
        <span className="visually-hidden">Note {index + 1}</span>
      </button>
      <div className="hotspot__note" id={id} hidden={!open}>
        <p>{spot.text}</p>
        {href && (
          <SmartLink href={href} className="hotspot__link">
            Read more
          </SmartLink>
        )}
      </div>
    </li>
  );
}

/** Numbered markers placed over the hero image at x/y percent; each opens a short note. */
export function Hotspots({ spots }: { spots: Hotspot[] }) {
  if (spots.length === 0) return null;
  return (
    <ul className="hotspots" aria-label="Notes on the image">
      {spots.map((spot, i) => (
        <Marker key={`${spot.x}-${spot.y}-${i}`} spot={spot} index={i} />
      ))}
    </ul>
  );
}

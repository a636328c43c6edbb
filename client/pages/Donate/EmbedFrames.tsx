import type { ReactNode } from 'react';
import type { EmbedFrame } from './embed.js';
import './embed.css';

interface Props {
  /** Allowed iframes (embed.ts: embedFrames or framesFromElements). */
  frames: EmbedFrame[];
  /** Accessible name when the provider gives none. */
  title: string;
  /** Shown when nothing in the code is allowed, so the reader is not left with a blank space. */
  fallback?: ReactNode;
}

/**
 * Provider iframes, sandboxed: their scripts run in the provider's own origin only, with forms
 * and payment pop-ups allowed, and never with access to this page. A page cannot tell whether a
 * cross-origin frame really loaded (blocked, offline), so each one carries a plain link to the
 * same form on the provider's site: the reader always has a way forward.
 */
export function EmbedFrames({ frames, title, fallback = null }: Props) {
  if (frames.length === 0) return <>{fallback}</>;
  return (
    <div className="embed">
      {frames.map((f) => (
        <div key={f.src} className="embed__item">
          <iframe
            className="embed__frame"
            src={f.src}
            title={f.title ?? title}
            height={f.height ?? 600}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
          />
          <p className="embed__fallback meta">
            Form not showing?{' '}
            <a href={f.src} target="_blank" rel="noopener noreferrer">
              Open it on {new URL(f.src).hostname} <span aria-hidden="true">↗</span>
            </a>
          </p>
        </div>
      ))}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import type { EmbedFrame, EmbedScript } from './embed.js';
import './embed.css';

interface Props {
  /** Allowed iframes (embed.ts: embedFrames or framesFromElements). */
  frames: EmbedFrame[];
  /** Allowed provider scripts (embed.ts: scriptsFromElements), loaded after mount. */
  scripts?: EmbedScript[];
  /** Accessible name when the provider gives none. */
  title: string;
  /** Shown when nothing in the code is allowed, so the reader is not left with a blank space. */
  fallback?: ReactNode;
  /**
   * How the frame is isolated, decided per embed:
   * - 'sandbox' (newsletter and write-to-us forms): a sandbox without allow-same-origin, so the
   *   provider's page runs scripts and posts its form in an opaque origin, with no cookies or storage.
   * - 'origin' (payment forms: donation and membership checkout): these keep a session, card
   *   fields and 3-D Secure pop-ups in the provider's own origin, which an opaque origin breaks.
   *   Adding allow-same-origin to allow-scripts would leave a sandbox the W3C checker rightly calls
   *   no sandbox, so these frames have none: what keeps them from this page is that they are
   *   cross-origin (only https hosts of DONATION_EMBED_HOSTS pass embed.ts, and CSP frame-src names
   *   the same hosts), and `allow` grants them the Payment Request API only.
   */
  isolation?: 'sandbox' | 'origin';
}

const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * Provider iframes from the allowlist, never with access to this page (see `isolation`). A page
 * cannot tell whether a cross-origin frame really loaded (blocked, offline), so each one carries a
 * plain link to the same form on the provider's site: the reader always has a way forward.
 */
export function EmbedFrames({ frames, scripts = [], title, fallback = null, isolation = 'sandbox' }: Props) {
  if (frames.length === 0 && scripts.length === 0) return <>{fallback}</>;
  return (
    <div className="embed">
      {scripts.length > 0 && <EmbedScripts scripts={scripts} />}
      {frames.map((f) => (
        <div key={f.src} className="embed__item">
          <iframe
            className="embed__frame"
            src={f.src}
            title={f.title ?? title}
            height={f.height ?? 600}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            {...(isolation === 'sandbox' ? { sandbox: SANDBOX } : { allow: 'payment' })}
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

/**
 * The provider's allowlisted scripts, run where the embed code had them. A <script> that React
 * renders, or that innerHTML inserts, never runs; one created with document.createElement and
 * inserted does. So the server and the hydrating browser render the same empty holder, and after
 * mount each source gets one script element in it, removed again on unmount (a page left and
 * visited again loads it again, as a page load would).
 */
function EmbedScripts({ scripts }: { scripts: EmbedScript[] }) {
  const holder = useRef<HTMLDivElement>(null);
  // One key for the list, so a re-render with equal sources does not reload them.
  const key = JSON.stringify(scripts);
  useEffect(() => {
    const parent = holder.current;
    if (!parent) return;
    const added = (JSON.parse(key) as EmbedScript[]).map(({ src, async }) => {
      const el = document.createElement('script');
      el.src = src;
      el.async = async === true;
      el.referrerPolicy = 'strict-origin-when-cross-origin';
      el.dataset.embedScript = '';
      parent.append(el);
      return el;
    });
    return () => added.forEach((el) => el.remove());
  }, [key]);
  return <div ref={holder} className="embed__scripts" hidden />;
}

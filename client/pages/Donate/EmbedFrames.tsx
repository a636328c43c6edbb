import { useEffect, useRef, useState, type ReactNode } from 'react';
import { EMBED } from '../../../shared/embed-messages.js';
import { probeHost } from '../../api/reachable.js';
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
  /**
   * The button that opens the form on the provider's site, shown until the form shows here (and
   * always without JavaScript): its text, and its accessible name when the text needs context.
   */
  open?: { text: string; label?: string };
}

const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** How long a provider's host may take to answer before its form counts as not loading. */
const PROBE_TIMEOUT_MS = 8000;

type FrameState = 'pending' | 'ready' | 'failed';

/**
 * Whether the provider's host answers at all. A page cannot see inside a cross-origin frame, and
 * Chromium fires `load` on a frame that failed too (it shows its grey error page), so the form's
 * own address is asked once with a bodiless no-cors HEAD: an answer (opaque, any status) means the
 * frame can load; a network error (host blocked, offline, unknown) or no answer in
 * PROBE_TIMEOUT_MS means it cannot. CSP connect-src names the provider's hosts for this
 * (server/security.ts).
 */
function useReachable(src: string): FrameState {
  const [state, setState] = useState<FrameState>('pending');
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
    let live = true;
    probeHost(src, controller.signal).then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [src]);
  return state;
}

/**
 * Provider iframes from the allowlist, never with access to this page (see `isolation`). A frame
 * shows only once its host is known to answer (useReachable): until then, and for good when it
 * does not (blocked, offline, timed out) or without JavaScript, the reader sees a button that opens
 * the same form on the provider's site instead of an empty grey box. Once the form shows, a small
 * link under it still opens it there.
 */
export function EmbedFrames({ frames, scripts = [], title, fallback = null, isolation = 'sandbox', open }: Props) {
  if (frames.length === 0 && scripts.length === 0) return <>{fallback}</>;
  return (
    <div className="embed">
      {scripts.length > 0 && <EmbedScripts scripts={scripts} />}
      {frames.map((f) => (
        <EmbedItem key={f.src} frame={f} title={title} isolation={isolation} open={open} />
      ))}
    </div>
  );
}

function EmbedItem({ frame: f, title, isolation, open }: { frame: EmbedFrame; title: string; isolation: 'sandbox' | 'origin'; open?: Props['open'] }) {
  const state = useReachable(f.src);
  const host = new URL(f.src).hostname;
  return (
    <div className="embed__item" data-embed={state}>
      <a className="button embed__open" href={f.src} aria-label={open?.label}>
        {open?.text ?? EMBED.openForm}
      </a>
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
        {EMBED.notShowing}{' '}
        <a href={f.src} target="_blank" rel="noopener noreferrer">
          {EMBED.openOn(host)} <span aria-hidden="true">↗</span>
        </a>
      </p>
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

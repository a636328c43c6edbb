/**
 * Loads the third-party scripts once the page is interactive: after hydration (the
 * caller is an effect), after the load event, when the browser is idle. So they never compete
 * with the page's own scripts, images and hydration. Each is an external <script src> created
 * here: no inline script, so the CSP needs no 'unsafe-inline'. This module is itself a chunk,
 * fetched by useThirdParty at that moment and only when something is configured.
 */
import { pushEvent, type DataLayerEvent } from '../analytics.js';
import { maskSecretsDeep } from '../../shared/secret-params.js';
import type { ThirdPartyConfig } from '../../shared/thirdparty/config.js';
import { thirdPartyScripts, type ThirdPartyName } from '../../shared/thirdparty/scripts.js';

export { IDLE_TIMEOUT_MS, whenIdleAfterLoad } from './idle.js';

type Fbq = ((...args: unknown[]) => void) & { callMethod?: (...args: unknown[]) => void; queue: unknown[]; push: Fbq; loaded: boolean; version: string };

declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

/** The pixel's command queue, as its official snippet defines it: calls wait until fbevents.js runs them. */
function installPixelQueue(win: Window, pixelId: string): void {
  if (!win.fbq) {
    const fbq = function (...args: unknown[]) {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    } as Fbq;
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    fbq.queue = [];
    win.fbq = fbq;
    win._fbq = fbq;
  }
  win.fbq('init', pixelId);
  // Later route changes are tracked by the pixel itself (it follows history.pushState).
  win.fbq('track', 'PageView');
}

/**
 * The tag manager never reads a gift code, a gift token or a sign-in token (shared/secret-params.ts)
 * from the data layer: the page views queued before it loads (page_path, page_location) are masked
 * now, and what is pushed later is masked on its way in. Here, in the tag manager's own chunk, so
 * the first load's scripts carry none of it.
 */
export function maskDataLayer(win: Window): void {
  const layer = (win.dataLayer = win.dataLayer ?? []);
  for (let i = 0; i < layer.length; i++) layer[i] = maskSecretsDeep(layer[i]);
  const push = layer.push.bind(layer);
  layer.push = (...events: DataLayerEvent[]) => push(...events.map((e) => maskSecretsDeep(e)));
}

/** What a script needs in place before it runs. */
function prepare(name: ThirdPartyName, config: ThirdPartyConfig, win: Window): void {
  if (name === 'tagManager') {
    maskDataLayer(win);
    pushEvent({ event: 'gtm.js', 'gtm.start': Date.now() });
  }
  if (name === 'adPixel' && config.metaPixelId) installPixelQueue(win, config.metaPixelId);
}

let started = false;

/** Injects every enabled script (once per page load) and starts error reporting when configured. */
export function loadThirdParty(config: ThirdPartyConfig, win: Window = window): void {
  if (started) return;
  started = true;
  for (const script of thirdPartyScripts(config)) {
    prepare(script.name, config, win);
    const el = win.document.createElement('script');
    el.src = script.src;
    el.async = true;
    el.dataset.thirdParty = script.name;
    win.document.head.appendChild(el);
  }
  const sentry = config.sentry;
  // A separate chunk, fetched only here: error reporting and replay add nothing to the first load.
  if (sentry) void import('./sentry.js').then((m) => m.initSentry(sentry)).catch(() => undefined);
}

/** Tests load more than once per module. */
export function resetThirdPartyForTests(): void {
  started = false;
}

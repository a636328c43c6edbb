import type { ReactNode } from 'react';
import type { PageAssets } from './manifest.js';
import { MEMBER_HINT_SCRIPT } from '../../shared/member-hint.js';

interface Props {
  assets: PageAssets;
  /** Escaped JSON of the Redux state and the router hydration data. */
  state: string;
  hydration: string;
  /** Escaped JSON: chunk source path -> its stylesheets, for client-side navigation (client/chunk-css.ts). */
  chunkCss: string;
  noindex: boolean;
  children: ReactNode;
}

/**
 * The HTML shell. The app hydrates #root; state travels as JSON, never as inline script. The one
 * inline script, first in <head>, marks <html> for a browser holding the member hint before the
 * first paint (shared/member-hint.ts); it is the same bytes for every reader.
 */
export function Document({ assets, state, hydration, chunkCss, noindex, children }: Props) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: MEMBER_HINT_SCRIPT }} />
        {noindex && <meta name="robots" content="noindex" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Feed readers and browsers discover the site-wide feed (server/seo) from any page. */}
        <link rel="alternate" type="application/rss+xml" title="RSS" href="/rss.xml" />
        {/* A precedence makes React emit the stylesheets early in <head>, ahead of the hoisted page
            tags; without one they came last. No module preloads for the page's chunks: on a phone
            those forty-odd requests competed with the stylesheets and the hero image and put the
            first paint at ~2.8 s (Lighthouse mobile) instead of ~1.5 s; the entry (preloaded by
            React at low priority) fetches them itself, so hydration starts a little later. */}
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>
        <div id="root">{children}</div>
        <script type="application/json" id="__state" dangerouslySetInnerHTML={{ __html: state }} />
        <script type="application/json" id="__rr" dangerouslySetInnerHTML={{ __html: hydration }} />
        <script type="application/json" id="__chunks" dangerouslySetInnerHTML={{ __html: chunkCss }} />
        {/* The page's own modules (its route's and on-demand parts' chunks), at low priority so they
            wait behind the stylesheets and the hero image: without them the browser finds these only
            after the entry and its imports have run, two round trips later, and hydration waits. */}
        {assets.modules.map((href) => (
          <link key={href} rel="modulepreload" href={href} fetchPriority="low" />
        ))}
      </body>
    </html>
  );
}

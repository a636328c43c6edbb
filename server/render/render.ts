/**
 * Server rendering: Fetch Request -> createStaticHandler().query -> redirects short-circuit ->
 * StaticRouter + the app's RouteTree (as in the browser) -> renderToPipeableStream, piped at
 * onAllReady: every page is sent whole, with its Content-Length and ETag, to browsers and crawlers
 * alike (docs/decisions/streaming-vs-whole-pages.md says why no page is streamed).
 */
import { createElement, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, StaticRouter, type RouteObject, type StaticHandlerContext } from 'react-router';
import { Writable } from 'node:stream';
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import { createRoutes, type RouteHandle } from '../../client/routes.js';
import { RouteTree } from '../../client/router/RouteTree.js';
import { resolveLazy } from '../../client/router/load.js';
import { GatedBody } from '../../client/components/paywall/GatedBody.js';
import { PodcastPlayer } from '../../client/components/audio/PodcastPlayer.js';
import { ImageCarousel } from '../../client/components/content/body/ImageCarousel.js';
import { namePartsIn, partChunks, partsOf, registerParts } from '../../client/on-demand.js';
import { registerBlackout } from '../../client/blackout-screen.js';
import { registerPreviewBar } from '../../client/preview-bar.js';
import { PreviewBar } from '../../client/components/PreviewBar.js';
import { Blackout } from '../../client/components/Blackout.js';
import { SharedHtmlContext } from '../../client/components/SharedHtml.js';
import { createSharedHtml } from './shared-html.js';
import type { RouteMatch } from '../../client/router/state.js';
import { makeStore } from '../../client/store/index.js';
import { initialUiState } from '../../client/store/uiSlice.js';
import { themeForPath } from '../../shared/theme.js';
import { Document } from './document.js';
import { assetsFor, type Manifest } from './manifest.js';
import { escapeJson, loaderDataJson } from './serialize.js';
import { serializeRouteErrors } from '../../shared/page-errors.js';
import type { PageDataLoader } from '../../shared/page-data.js';
import { isPersonalPage } from '../../shared/billing.js';
import { isGiftLandingPage } from '../../shared/gifts.js';
import { isOfferPage } from '../../shared/offers.js';

const RENDER_TIMEOUT_MS = 10_000;

/**
 * React renders at most this many pages at a time. Rendering is CPU work on one thread: more
 * renders at once are no faster in total, but each holds its half-built tree and output while the
 * others run, so under load they all outlive young-generation GCs, and memory and GC time grow with
 * the number of connections. Loaders (content I/O) are not limited, only the render itself.
 */
export const RENDER_CONCURRENCY = 2;

export interface RendererDeps {
  manifest: Manifest;
  logger: Logger;
  /** Render the frame's shared parts once per content object (client/components/SharedHtml.tsx); default on. */
  sharedHtml?: boolean;
}

export type RenderResult = { kind: 'html'; status: number; body: Buffer } | { kind: 'redirect'; status: number; location: string };

export interface RenderOptions {
  preview: boolean;
}

/** The route loaders' PageDataLoader, each page's data with the on-demand parts it needs named (`parts`). */
function namingParts(loader: PageDataLoader): PageDataLoader {
  return {
    testPages: loader.testPages,
    loadRoot: (request) => loader.loadRoot(request),
    loadPage: (id, params, request) => loader.loadPage(id, params, request).then(namePartsIn),
    ...(loader.loadOffer ? { loadOffer: loader.loadOffer.bind(loader) } : {}),
  };
}

/** Route objects by id, the whole tree. */
function byId(routes: RouteObject[]): Map<string, RouteObject> {
  const found = new Map<string, RouteObject>();
  const visit = (list: RouteObject[]): void => {
    for (const route of list) {
      found.set(route.id!, route);
      visit(route.children ?? []);
    }
  };
  visit(routes);
  return found;
}

/** The code-split chunks of the matched routes (their stylesheets go into the head). */
function chunksOf(context: StaticHandlerContext): string[] {
  return context.matches
    .map((m) => (m.route.handle as RouteHandle | undefined)?.chunk)
    .filter((c): c is string => typeof c === 'string');
}

/**
 * Route ids with an error boundary, deepest first. React does not run error boundaries during a
 * server render, so a component that throws is re-rendered with the error at one of these
 * (React Router's getStaticContextFromError, as its own server runtime does).
 */
function boundaries(context: StaticHandlerContext): string[] {
  return context.matches
    .filter((m) => m.route.hasErrorBoundary || m.route.ErrorBoundary)
    .map((m) => m.route.id)
    .reverse();
}

interface PipeOptions {
  bootstrapModules: string[];
  /** The page's status (a render error makes it a 500). */
  status: number;
  onError(err: unknown): void;
}

/**
 * React's output for `app`, whole: piped once all of it is ready (onAllReady). A render error
 * makes it a 500, which the page cache does not keep.
 */
function pipeToPage(app: ReactElement, opts: PipeOptions): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    // Cleared when the render settles: a pending timer would keep the whole render (its tree and
    // output) alive for RENDER_TIMEOUT_MS, i.e. hundreds of renders at once under load.
    const timer = setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS);
    timer.unref();
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        resolve({ kind: 'html', status: failed ? 500 : opts.status, body: Buffer.concat(chunks) });
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      bootstrapModules: opts.bootstrapModules,
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err);
      },
      onError(err) {
        failed = true;
        opts.onError(err);
      },
    });
  });
}

export function createRenderer(deps: RendererDeps) {
  // The browser loads these parts on demand (client/on-demand.tsx); the server has them in its bundle.
  registerParts({ gate: { component: GatedBody }, podcastPlayer: { component: PodcastPlayer }, imageCarousel: { component: ImageCarousel } });
  registerBlackout({ component: Blackout });
  registerPreviewBar({ component: PreviewBar });
  const routes = createRoutes();
  const routesById = byId(routes);
  const handler = createStaticHandler(routes);
  const sharedHtml = deps.sharedHtml === false ? undefined : createSharedHtml();
  const renderSlot = pLimit(RENDER_CONCURRENCY);
  const chunkCss = escapeJson(
    Object.fromEntries(Object.entries(deps.manifest.chunks).filter(([, c]) => c.css.length > 0).map(([k, c]) => [k, c.css])),
  );

  /** Renders the page for `request` to complete HTML (all data loaded: crawlers and the page cache need it whole). */
  async function render(request: Request, loader: PageDataLoader, opts: RenderOptions): Promise<RenderResult> {
    const context = await handler.query(request, { requestContext: namingParts(loader) });
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (context.status >= 300 && context.status < 400 && location) {
        return { kind: 'redirect', status: context.status, location };
      }
      throw new Error(`Unexpected response from route loaders: ${context.status}`);
    }
    const url = new URL(request.url);
    try {
      const matches = await ownMatches(context);
      return await renderSlot(() => renderContext(context, matches, url, opts));
    } catch (err) {
      // The page's error boundary inside the frame first; the bare root one if the frame fails too.
      for (const id of boundaries(context)) {
        try {
          const page = await renderContext({ ...context, statusCode: 500, errors: { [id]: err } }, await ownMatches(context), url, opts);
          return { ...page, status: 500 };
        } catch {
          // this boundary's render failed as well: try the next one out
        }
      }
      throw err;
    }
  }

  /**
   * The matches on the app's own route objects: the static handler's copies have their components
   * turned into elements, while RouteTree renders route components as the browser does.
   */
  function ownMatches(context: StaticHandlerContext): Promise<RouteMatch[]> {
    return Promise.all(
      context.matches.map(async (m) => {
        const route = routesById.get(m.route.id)!;
        await resolveLazy(route);
        return { route, params: m.params, pathname: m.pathname };
      }),
    );
  }

  function renderContext(context: StaticHandlerContext, matches: RouteMatch[], url: URL, opts: RenderOptions): Promise<RenderResult> {
    const store = makeStore({ ui: { ...initialUiState, theme: themeForPath(url.pathname) } });
    const status = context.statusCode;
    const rest = `"actionData":${escapeJson(context.actionData)},"errors":${escapeJson(serializeRouteErrors(context.errors))}`;
    const hydration = '{"loaderData":' + loaderDataJson(context.loaderData) + ',' + rest + '}';
    // Error pages (404, 500, 503) carry their own noindex (client/components/ErrorViews.tsx), which
    // React hoists into <head> on the server and in the browser alike: one copy, not two.
    const noindex = opts.preview || url.pathname === '/search' || isPersonalPage(url.pathname) || isGiftLandingPage(url.pathname) || isOfferPage(url.pathname);
    const app = createElement(Document, {
      // The stylesheets of the on-demand parts its page's data names (`parts`) as well.
      assets: assetsFor(deps.manifest, [...chunksOf(context), ...partChunks(Object.values(context.loaderData).flatMap(partsOf))]),
      state: escapeJson(store.getState()),
      hydration,
      chunkCss,
      noindex,
      children: createElement(SharedHtmlContext.Provider, {
        value: sharedHtml,
        children: createElement(Provider, {
          store,
          // The browser renders the same tree (client/router/BrowserRoutes.tsx) over the same state.
          children: createElement(StaticRouter, {
            location: url.pathname + url.search,
            children: createElement(RouteTree, {
              state: { location: context.location, matches, loaderData: context.loaderData, errors: context.errors, navigation: 'idle' },
            }),
          }),
        }),
      }),
    });
    const entry = deps.manifest.entry.file;
    // Preview pages also load the Studio's overlays; readers' pages never name them.
    const overlays = opts.preview ? deps.manifest.visualEditing?.file : undefined;
    return pipeToPage(app, {
      bootstrapModules: [entry, overlays].filter((f): f is string => Boolean(f)),
      status,
      onError: (err) => deps.logger.error({ err, url: url.pathname }, 'render error'),
    });
  }

  /**
   * The data of the page route matching `request` (what /_data answers), through the same static
   * handler as pages, its frame's loader left out: a redirect comes back as a Response; a status
   * error or a failure is thrown.
   */
  async function loadRouteData(request: Request, loader: PageDataLoader): Promise<unknown> {
    const context = await handler.query(request, { requestContext: namingParts(loader), filterMatchesToLoad: (m) => m.route.id !== 'root' });
    if (context instanceof Response) return context;
    const error = Object.values(context.errors ?? {})[0];
    if (error !== undefined) throw error;
    return context.loaderData[context.matches[context.matches.length - 1].route.id];
  }

  return { render, loadRouteData, routes: handler.dataRoutes };
}

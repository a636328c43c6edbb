/**
 * The contract of page data between the server and the route loaders (client/route-loaders.ts): on the
 * server the loaders call a PageDataLoader directly; in the browser they ask GET /_data/<path>,
 * which answers a DataEnvelope (server/render/page-responder.ts, `data`).
 */
import type { SerializedRouteError } from './page-errors.js';
import type { PageId, RouteParams } from './pages.js';

/** What the server hands React Router as the loaders' context: the content layer, per request. */
export interface PageDataLoader {
  loadRoot(request: Request): Promise<unknown>;
  loadPage(id: PageId, params: RouteParams, request: Request): Promise<unknown>;
  /** An offer's page data (/offer/CODE, server/offers/router.ts); absent where offers are not wired (a 404). */
  loadOffer?(code: string): Promise<unknown>;
  /** Whether the test-only pages answer (TEST_PAGES=on); otherwise they are 404s. */
  testPages: boolean;
}

/** The /_data envelope: data, a redirect, or an error status. */
export type DataEnvelope =
  | { data: unknown }
  | { redirect: { location: string; status: number } }
  | { error: { status: number; message: string } };

export const DATA_PREFIX = '/_data';
export const ROOT_DATA_PATH = '/_data/__root';

/** The router state a server-rendered page carries for hydration (#__rr, server/render/render.ts). */
export interface HydrationData {
  loaderData: Record<string, unknown>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, SerializedRouteError> | null;
}

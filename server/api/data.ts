/**
 * GET /_data/<path>: the page data of <path> as JSON, for client-side navigation. The same
 * loaders as the server render; redirects and statuses travel in the envelope (client/data.ts).
 */
import { Router, type Request as ExpressRequest } from 'express';
import { isRouteErrorResponse, matchRoutes, type RouteObject } from 'react-router';
import type { DataEnvelope, ServerLoadContext } from '../../client/data.js';
import type { RouteHandle } from '../../client/routes.js';
import type { RouteParams } from '../../shared/pages.js';
import { originOf, toFetchRequest } from '../render/request.js';

export interface DataRouterDeps {
  routes: RouteObject[];
  contextFor(req: ExpressRequest): ServerLoadContext;
}

function isDataWithInit(value: unknown): value is { type: 'DataWithResponseInit'; init: ResponseInit | null } {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

function envelopeForThrown(thrown: unknown): { status: number; body: DataEnvelope } {
  if (thrown instanceof Response) {
    const location = thrown.headers.get('Location');
    if (thrown.status >= 300 && thrown.status < 400 && location) {
      return { status: 200, body: { redirect: { location, status: thrown.status } } };
    }
    return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
  }
  // data(null, {status}) from the load context
  if (isDataWithInit(thrown)) {
    const status = thrown.init?.status ?? 500;
    const message = thrown.init?.statusText ?? '';
    return { status, body: { error: { status, message } } };
  }
  if (isRouteErrorResponse(thrown)) {
    return { status: thrown.status, body: { error: { status: thrown.status, message: thrown.statusText } } };
  }
  throw thrown;
}

export function createDataRouter(deps: DataRouterDeps): Router {
  const router = Router();
  router.get('/{*path}', async (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    const context = deps.contextFor(req);
    const rest = req.path === '/index' ? '/' : req.path;
    const url = new URL(rest + (req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : ''), originOf(req));
    const request = toFetchRequest(req, res, url);
    try {
      if (rest === '/__root') {
        res.json({ data: await context.loadRoot(request) } satisfies DataEnvelope);
        return;
      }
      const matches = matchRoutes(deps.routes, url.pathname) ?? [];
      const leaf = matches[matches.length - 1];
      const page = (leaf?.route.handle as RouteHandle | undefined)?.page;
      if (!leaf || !page) {
        res.status(404).json({ error: { status: 404, message: 'Not Found' } } satisfies DataEnvelope);
        return;
      }
      const data = await context.loadPage(page, leaf.params as RouteParams, request);
      res.json({ data } satisfies DataEnvelope);
    } catch (thrown) {
      const { status, body } = envelopeForThrown(thrown);
      res.status(status).json(body);
    }
  });
  return router;
}

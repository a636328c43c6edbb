/**
 * Stands in for the browser entry in hydration.e2e.ts: instead of hydrating, it renders the page
 * afresh with the same routes, data and store (with the browser bundle's Preact, see build.mjs)
 * into a detached container, and compares that with the server's HTML of #root. Hydration
 * keeps the server's DOM whatever the client renders, and Preact reports no mismatch, so this
 * is how a difference between the two renders shows. The result lands on window.__clientRender.
 */
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, matchRoutes, UNSAFE_ErrorResponseImpl } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from '../../client/routes.js';
import { makeStore } from '../../client/store/index.js';

type Node_ = string | { tag: string; attrs: Record<string, string>; children: Node_[] };

export interface ClientRenderResult {
  /** Differences between the server's #root and the fresh client render. */
  diffs: string[];
  /** Head tags the client render adds that the server's <head> does not have. */
  headOnlyOnClient: string[];
  error?: string;
}

declare global {
  interface Window {
    __clientRender?: ClientRenderResult;
  }
}

/** Element tree without comments, with adjacent text merged (React separates text with comments). */
function shape(node: Node): Node_[] {
  const out: Node_[] = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const text = (child as Text).data;
      const last = out[out.length - 1];
      if (typeof last === 'string') out[out.length - 1] = last + text;
      else out.push(text);
    } else if (child instanceof Element) {
      const attrs: Record<string, string> = {};
      for (const a of Array.from(child.attributes)) attrs[a.name] = a.name === 'style' ? (child as HTMLElement).style.cssText : a.value;
      // Preact sets a field's value as a property, React's server writes the attribute.
      if (child instanceof HTMLInputElement || child instanceof HTMLTextAreaElement) attrs.value = child.value;
      // Neither React nor Preact renders <noscript> content in the browser.
      const children = child.localName === 'noscript' ? [] : child.localName === 'script' ? [child.textContent ?? ''] : shape(child);
      out.push({ tag: child.localName, attrs, children });
    }
  }
  return out.filter((n) => n !== '');
}

function label(n: Node_): string {
  if (typeof n === 'string') return JSON.stringify(n.slice(0, 60));
  return n.tag + (n.attrs.id ? `#${n.attrs.id}` : '') + (n.attrs.class ? `.${n.attrs.class.split(' ')[0]}` : '');
}

function compare(server: Node_[], client: Node_[], at: string, out: string[]): void {
  for (let i = 0; i < Math.max(server.length, client.length) && out.length < 20; i++) {
    const s = server[i];
    const c = client[i];
    if (s === undefined || c === undefined || typeof s === 'string' || typeof c === 'string' || s.tag !== c.tag) {
      if (s !== c) out.push(`${at} [${i}]: server ${s === undefined ? 'nothing' : label(s)}, client ${c === undefined ? 'nothing' : label(c)}`);
      continue;
    }
    const here = `${at} > ${label(s)}`;
    for (const name of new Set([...Object.keys(s.attrs), ...Object.keys(c.attrs)])) {
      if (s.attrs[name] !== c.attrs[name]) out.push(`${here} @${name}: server ${JSON.stringify(s.attrs[name])}, client ${JSON.stringify(c.attrs[name])}`);
    }
    compare(s.children, c.children, here, out);
  }
}

const headKey = (el: Element) =>
  `${el.localName} ${[...el.attributes]
    .map((a) => `${a.name}=${a.value}`)
    .sort()
    .join(' ')} ${el.textContent}`;

function readJson<T>(id: string): T {
  return JSON.parse(document.getElementById(id)!.textContent!) as T;
}

async function run(): Promise<ClientRenderResult> {
  const server = shape(document.getElementById('root')!);
  const serverHead = [...document.head.children];
  const hydration = readJson<{ loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null; errors: Record<string, { __type: string; status: number; statusText: string; data: unknown; internal: boolean; message: string }> | null }>('__rr');
  const errors = hydration.errors
    ? Object.fromEntries(
        Object.entries(hydration.errors).map(([id, e]) => [
          id,
          e.__type === 'RouteErrorResponse' ? new UNSAFE_ErrorResponseImpl(e.status, e.statusText, e.data, e.internal) : new Error(e.message),
        ]),
      )
    : null;
  const routes = createRoutes();
  for (const m of matchRoutes(routes, window.location) ?? []) {
    if (typeof m.route.lazy === 'function') Object.assign(m.route, { ...(await m.route.lazy()), lazy: undefined });
  }
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: hydration.loaderData, actionData: hydration.actionData ?? undefined, errors },
  });
  const container = document.createElement('div');
  container.hidden = true;
  document.body.append(container);
  createRoot(container).render(
    <Provider store={makeStore(readJson('__state'))}>
      <RouterProvider router={router} />
    </Provider>,
  );
  // The first render is synchronous: this is what hydration would have had to match.
  const diffs: string[] = [];
  compare(server, shape(container), '#root', diffs);
  const serverKeys = serverHead.map(headKey);
  const headOnlyOnClient = [...document.head.children]
    .filter((el) => !serverHead.includes(el))
    .map(headKey)
    .filter((key) => {
      const i = serverKeys.indexOf(key);
      if (i < 0) return true;
      serverKeys.splice(i, 1);
      return false;
    });
  return { diffs, headOnlyOnClient };
}

run().then(
  (result) => (window.__clientRender = result),
  (err: unknown) => (window.__clientRender = { diffs: [], headOnlyOnClient: [], error: String(err instanceof Error ? err.stack : err) }),
);

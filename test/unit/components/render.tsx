/** Server-render a component inside the app's route tree whose root route carries frame data, as pages get it. */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, MemoryRouter, type RouteObject } from 'react-router';
import { RouteTree } from '../../../client/router/RouteTree.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { defaultFlags } from '../../../shared/flags.js';
import type { ImageData } from '../../../shared/content/common.js';

export const IMAGE_CONFIG = { projectId: 'proj', dataset: 'production', baseUrl: 'https://cdn.sanity.io' };

export const frameData = {
  content: {
    siteName: 'The Colophon',
    settings: { siteName: 'The Colophon' },
    navigation: { mainMenu: [], secondaryMenu: [] },
    sections: [],
    recentBySection: [],
    images: IMAGE_CONFIG,
  },
  flags: defaultFlags('dev'),
  preview: false,
} as unknown as FrameData;

/** `routes` rendered at `path` with `loaderData` (by route id), as the server and browser render them. */
export function routeTree(routes: RouteObject[], path: string, loaderData: Record<string, unknown>): ReactElement {
  const url = new URL(path, 'http://localhost');
  const location = { pathname: url.pathname, search: url.search, hash: '' };
  const matches = matchRoutes(routes, location) ?? [];
  return (
    <MemoryRouter initialEntries={[path]}>
      <RouteTree state={{ location, matches, loaderData, errors: null, navigation: 'idle' }} />
    </MemoryRouter>
  );
}

const Element = (element: ReactElement) => () => element;

export function renderInRouter(element: ReactElement, path = '/page', frame: FrameData = frameData): string {
  const routes = [{ id: 'root', path: '/', children: [{ id: 'page', path: path.split('?')[0].slice(1), Component: Element(element) }] }];
  return renderToString(routeTree(routes, path, { root: frame }));
}

/** Server-render a page component with `data` as its loader data, at `path`. */
export function renderPage(Page: ComponentType, data: unknown, path = '/page'): string {
  const routes = [{ id: 'root', path: '/', children: [{ id: 'page', path: path.split('?')[0].slice(1), Component: Page }] }];
  return renderToString(routeTree(routes, path, { root: frameData, page: data }));
}

export function image(overrides: Partial<ImageData> = {}): ImageData {
  return {
    id: 'image-abc123-2000x1000-jpg',
    alt: 'A reading room',
    caption: 'The reading room at dawn',
    credit: 'Photo: A. Lens',
    crop: undefined,
    hotspot: undefined,
    src: 'https://cdn.sanity.io/images/proj/production/abc123-2000x1000.jpg',
    metadata: { width: 2000, height: 1000, aspectRatio: 2, lqip: 'data:image/jpeg;base64,AAAA' },
    ...overrides,
  };
}

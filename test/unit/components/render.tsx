/** Server-render a component inside a data router whose root route carries frame data, as pages get it. */
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FrameData } from '../../../client/root-data.js';
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

export function renderInRouter(element: ReactElement, path = '/page', frame: FrameData = frameData): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '/', loader: () => frame, children: [{ path: path.slice(1), element }] }],
    { initialEntries: [path], hydrationData: { loaderData: { root: frame } } },
  );
  return renderToString(<RouterProvider router={router} />);
}

/** Server-render a page component with `data` as its loader data, at `path`. */
export function renderPage(Page: ComponentType, data: unknown, path = '/page'): string {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => frameData,
        children: [{ id: 'page', path: path.split('?')[0].slice(1), loader: () => data, Component: Page }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: frameData, page: data } } },
  );
  return renderToString(<RouterProvider router={router} />);
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

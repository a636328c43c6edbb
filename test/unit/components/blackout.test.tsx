/** @jest-environment ./test/support/jsdom-environment.ts */
/** The blackout screen in a DOM: texts, lowercasing, the 4 s error, the marketing-forms body. */
import { jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Blackout, blackoutFormBody } from '../../../client/components/Blackout.js';
import { BLACKOUT, BLACKOUT_ERROR } from '../../../shared/messages.js';
import { BLACKOUT_ERROR_MS } from '../../../shared/constants.js';
import { defaultFlags } from '../../../shared/flags.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ENDPOINT = 'https://forms.example/submit';
let container: HTMLDivElement;
let root: Root;
let posts: { url: string; body: unknown }[];

function frame() {
  return {
    content: {
      siteName: 'The Colophon',
      settings: { siteName: 'The Colophon' },
      images: { projectId: 'local', dataset: 'production', baseUrl: '' },
    },
    flags: { ...defaultFlags('dev'), blackoutScreen: true },
    preview: false,
    formsEndpoint: ENDPOINT,
  };
}

beforeEach(async () => {
  posts = [];
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init.body)) });
    return new Response('{}');
  });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  const router = createMemoryRouter([{ id: 'root', path: '/', loader: () => frame(), Component: Blackout }], { initialEntries: ['/'] });
  await act(async () => root.render(<RouterProvider router={router} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  unstubAllGlobals();
  jest.useRealTimers();
});

function typeAndSubmit(value: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="email"]')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  act(() => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

describe('blackout screen (spec §2, §5, §7)', () => {
  it('shows the exact title and placeholder', () => {
    expect(container.querySelector('h1')!.textContent).toBe(BLACKOUT.title);
    expect(container.querySelector('input')!.getAttribute('placeholder')).toBe(BLACKOUT.placeholder);
  });

  it('an invalid email shows the error for 4 seconds and posts nothing', async () => {
    jest.useFakeTimers();
    typeAndSubmit('not an email');
    expect(container.textContent).toContain(BLACKOUT_ERROR);
    act(() => jest.advanceTimersByTime(BLACKOUT_ERROR_MS - 10));
    expect(container.textContent).toContain(BLACKOUT_ERROR);
    act(() => jest.advanceTimersByTime(20));
    expect(container.textContent).not.toContain(BLACKOUT_ERROR);
    expect(posts).toEqual([]);
  });

  it('posts the lowercased address in the marketing-forms shape, then shows the success text', async () => {
    typeAndSubmit('  Reader@Example.COM ');
    await act(async () => {});
    expect(posts).toEqual([{ url: ENDPOINT, body: blackoutFormBody('reader@example.com', window.location.href) }]);
    expect(posts[0]!.body).toEqual({ fields: [{ name: 'email', value: 'reader@example.com' }], context: { pageUri: window.location.href } });
    expect(container.textContent).toContain(BLACKOUT.success);
  });
});

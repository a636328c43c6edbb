/** @jest-environment ./test/support/jsdom-environment.ts */
/** The blackout screen in a DOM: texts, lowercasing, the 4 s error, the marketing-forms body. */
import { jest } from '@jest/globals';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { act } from 'react';
import { Blackout } from '../../../client/components/Blackout.js';
import { renderWithProviders } from '../../support/render.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { BLACKOUT, BLACKOUT_ERROR, BLACKOUT_UNAVAILABLE } from '../../../shared/messages.js';
import { BLACKOUT_ERROR_MS } from '../../../shared/constants.js';
import { defaultFlags } from '../../../shared/flags.js';

const ENDPOINT = '/api/blackout';
let container: HTMLElement;
let unmount: () => void;
let posts: { url: string; body: unknown }[];
let status: number;

function frame() {
  return {
    content: {
      siteName: 'The Colophon',
      settings: { siteName: 'The Colophon' },
      images: { projectId: 'local', dataset: 'production', baseUrl: '' },
    },
    flags: { ...defaultFlags('dev'), blackoutScreen: true },
    preview: false,
  };
}

beforeEach(async () => {
  posts = [];
  status = 200;
  stubGlobal('fetch', async (url: string, init: RequestInit) => {
    posts.push({ url, body: JSON.parse(String(init.body)) });
    return new Response('{}', { status });
  });
  ({ container, unmount } = await renderWithProviders(<Blackout />, { path: '/', frame: frame() as unknown as FrameData }));
});

afterEach(() => {
  unmount();
  unstubAllGlobals();
  jest.useRealTimers();
});

/** Types and submits; resolves once the form has judged the address (it loads the rule on submit). */
async function typeAndSubmit(value: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="email"]')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await import('../../../shared/validation.js');
  });
}

describe('blackout screen', () => {
  it('shows the exact title and placeholder', () => {
    expect(container.querySelector('h1')!.textContent).toBe(BLACKOUT.title);
    expect(container.querySelector('input')!.getAttribute('placeholder')).toBe(BLACKOUT.placeholder);
  });

  it('an invalid email shows the error for 4 seconds and posts nothing', async () => {
    jest.useFakeTimers();
    await typeAndSubmit('not an email');
    expect(container.textContent).toContain(BLACKOUT_ERROR);
    act(() => jest.advanceTimersByTime(BLACKOUT_ERROR_MS - 10));
    expect(container.textContent).toContain(BLACKOUT_ERROR);
    act(() => jest.advanceTimersByTime(20));
    expect(container.textContent).not.toContain(BLACKOUT_ERROR);
    expect(posts).toEqual([]);
  });

  it('posts the lowercased address to the server, then shows the success text', async () => {
    await typeAndSubmit('  Reader@Example.COM ');
    await act(async () => {});
    expect(posts).toEqual([{ url: ENDPOINT, body: { email: 'reader@example.com', pageUri: window.location.href } }]);
    expect(container.textContent).toContain(BLACKOUT.success);
  });

  it('a failure on our side (503) never blames a valid address', async () => {
    status = 503;
    await typeAndSubmit('Valid.Person@Example.com');
    await act(async () => {});
    expect(container.textContent).toContain(BLACKOUT_UNAVAILABLE);
    expect(container.textContent).not.toContain(BLACKOUT_ERROR);
  });

  it('sets a document title', () => {
    expect(document.title).toBe(`${BLACKOUT.title} | The Colophon`);
  });
});

/** @jest-environment ./test/support/jsdom-environment.ts */
/** What the tag manager hears when a reader shares an article (a custom event in its data layer). */
import { act } from 'react';
import { ShareMenu } from '../../../client/components/content/ShareMenu.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';
import { renderWithProviders } from '../../support/render.js';

const PATH = '/sections/news/articles/a';
let container: HTMLElement;
let unmount: () => void;

beforeEach(async () => {
  delete window.dataLayer;
  stubGlobal('print', () => {});
  // In the app's providers: the menu reads the public origin from the root route's data.
  ({ container, unmount } = await renderWithProviders(<ShareMenu title="A title" path={PATH} />));
});

afterEach(() => {
  unmount();
  unstubAllGlobals();
});

it('a share names its method and the shared article', () => {
  const print = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Print')!;
  act(() => print.click());
  expect(window.dataLayer).toEqual([{ event: 'share', method: 'print', content_path: PATH }]);
});

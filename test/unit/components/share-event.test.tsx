/** @jest-environment ./test/support/jsdom-environment.ts */
/** What the tag manager hears when a reader shares an article (a custom event in its data layer). */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShareMenu } from '../../../client/components/content/ShareMenu.js';
import { stubGlobal, unstubAllGlobals } from '../../support/globals.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/sections/news/articles/a';
let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  delete window.dataLayer;
  stubGlobal('print', () => {});
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root.render(<ShareMenu title="A title" path={PATH} />));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  unstubAllGlobals();
});

it('a share names its method and the shared article', () => {
  const print = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Print')!;
  act(() => print.click());
  expect(window.dataLayer).toEqual([{ event: 'share', method: 'print', content_path: PATH }]);
});

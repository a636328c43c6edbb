/** @jest-environment ./test/support/jsdom-environment.ts */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Link } from '../../../client/components/Link.js';
import { renderWithProviders } from '../../support/render.js';

const Home = () => <Link to="/sections/news" className="go">News</Link>;
const News = () => <p>News page</p>;

async function mount() {
  const result = await renderWithProviders(null, {
    path: '/',
    routes: [
      { id: 'home', path: '/', Component: Home },
      { id: 'news', path: '/sections/news', Component: News },
    ],
  });
  return { ...result, anchor: result.container.querySelector('a')! };
}

/**
 * Dispatches a click and says whether the page prevented its default, the browser's following of the
 * link. The listener on window runs after React's (on its root) and then cancels the click, so jsdom,
 * which cannot navigate, does not try to (it would log "Not implemented: navigation").
 */
async function click(anchor: Element, init: MouseEventInit = {}): Promise<boolean> {
  let prevented: boolean | undefined;
  const settle = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', settle);
  try {
    await act(async () => {
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    });
  } finally {
    window.removeEventListener('click', settle);
  }
  if (prevented === undefined) throw new Error('the click never reached window');
  return prevented;
}

describe('Link', () => {
  it('renders a real href and navigates in the app on a plain click', async () => {
    const { location, anchor, container, unmount } = await mount();
    expect(anchor.getAttribute('href')).toBe('/sections/news');
    expect(anchor.className).toBe('go');
    expect(await click(anchor)).toBe(true);
    expect(location().pathname).toBe('/sections/news');
    expect(container.textContent).toBe('News page');
    unmount();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves %o clicks to the browser', async (init) => {
    const { location, anchor, unmount } = await mount();
    expect(await click(anchor, init)).toBe(false);
    expect(location().pathname).toBe('/');
    unmount();
  });

  it('is a plain link outside the route tree: the browser follows it', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(<Link to="/sections/news">News</Link>);
    });
    expect(await click(container.querySelector('a')!)).toBe(false);
    act(() => root.unmount());
    container.remove();
  });
});

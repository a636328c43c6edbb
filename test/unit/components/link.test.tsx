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

describe('Link', () => {
  it('renders a real href and navigates in the app on a plain click', async () => {
    const { location, anchor, container, unmount } = await mount();
    expect(anchor.getAttribute('href')).toBe('/sections/news');
    expect(anchor.className).toBe('go');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      anchor.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(location().pathname).toBe('/sections/news');
    expect(container.textContent).toBe('News page');
    unmount();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves %o clicks to the browser', async (init) => {
    const { location, anchor, unmount } = await mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    await act(async () => {
      anchor.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
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
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      container.querySelector('a')!.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    root.unmount();
    container.remove();
  });
});

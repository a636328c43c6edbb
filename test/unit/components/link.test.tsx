/** @jest-environment ./test/support/jsdom-environment.ts */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Link } from '../../../client/components/Link.js';

function mount() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Link to="/sections/news" className="go">News</Link> },
      { path: '/sections/news', element: <p>News page</p> },
    ],
    { initialEntries: ['/'] },
  );
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<RouterProvider router={router} />));
  const anchor = host.querySelector('a')!;
  return { router, host, anchor, unmount: () => act(() => root.unmount()) };
}

describe('Link', () => {
  it('renders a real href and navigates in the app on a plain click', async () => {
    const { router, anchor, host, unmount } = mount();
    expect(anchor.getAttribute('href')).toBe('/sections/news');
    expect(anchor.className).toBe('go');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => {
      anchor.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(router.state.location.pathname).toBe('/sections/news');
    expect(host.textContent).toBe('News page');
    unmount();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])('leaves %o clicks to the browser', async (init) => {
    const { router, anchor, unmount } = mount();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    await act(async () => {
      anchor.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    unmount();
  });
});

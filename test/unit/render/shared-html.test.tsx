/**
 * The frame's shared parts (client/components/SharedHtml.tsx): on the server each is rendered once
 * per frozen content object and key, and written into later pages as it is; content that is not
 * frozen (preview's drafts) and a page without the server's renderer render the children in place.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SharedHtml, SharedHtmlContext } from '../../../client/components/SharedHtml.js';
import { SmartLink } from '../../../client/components/SmartLink.js';
import { createSharedHtml } from '../../../server/render/shared-html.js';
import { RouteStateContext, type RouteState } from '../../../client/router/state.js';
import { useRouteData, useRouteState } from '../../../client/router/hooks.js';
import { useSelector } from 'react-redux';

let renders = 0;
function Items({ titles }: { titles: readonly string[] }) {
  renders++;
  return (
    <>
      {titles.map((t) => (
        <li key={t}>
          <SmartLink href={`/sections/${t}`}>{t}</SmartLink>
        </li>
      ))}
    </>
  );
}

function page(renderer: ReturnType<typeof createSharedHtml> | undefined, data: { titles: readonly string[] }, key = 'menu') {
  return renderToString(
    <SharedHtmlContext.Provider value={renderer}>
      <StaticRouter location="/somewhere">
        <SharedHtml as="ul" className="menu" data={data} memoKey={key}>
          <Items titles={data.titles} />
        </SharedHtml>
      </StaticRouter>
    </SharedHtmlContext.Provider>,
  );
}

beforeEach(() => {
  renders = 0;
});

describe('SharedHtml', () => {
  const frozen = Object.freeze({ titles: Object.freeze(['news', 'arts']) });

  it('renders a part once per content object and key, with the same markup as in place', () => {
    const inPlace = page(undefined, frozen);
    expect(inPlace).toBe('<ul class="menu"><li><a href="/sections/news">news</a></li><li><a href="/sections/arts">arts</a></li></ul>');
    renders = 0;
    const shared = createSharedHtml();
    expect(page(shared, frozen)).toBe(inPlace);
    expect(page(shared, frozen)).toBe(inPlace);
    expect(renders).toBe(1);
    page(shared, frozen, 'other-key');
    expect(renders).toBe(2);
  });

  it('renders new content anew', () => {
    const shared = createSharedHtml();
    page(shared, frozen);
    const newer = Object.freeze({ titles: Object.freeze(['news', 'food']) });
    expect(page(shared, newer)).toContain('/sections/food');
    expect(renders).toBe(2);
  });

  it('keeps nothing for content that is not frozen (it may change)', () => {
    const shared = createSharedHtml();
    const drafts = { titles: ['news'] };
    page(shared, drafts);
    drafts.titles = ['draft-section'];
    expect(page(shared, drafts)).toContain('/sections/draft-section');
    expect(renders).toBe(2);
  });

  describe('a part that reads the frame (readsFrame)', () => {
    type Frame = { content: { images: string }; publicUrl: string };
    const state = (frame: Frame): RouteState => ({
      location: { pathname: '/somewhere', search: '', hash: '' },
      matches: [],
      loaderData: { root: frame, page: { title: 'per request' } },
      errors: null,
      navigation: 'idle',
    });
    function Images() {
      renders++;
      const root = useRouteData('root') as Frame;
      return <li>{root.content.images} at {root.publicUrl}</li>;
    }
    function Pathname() {
      renders++;
      return <li>{useRouteState().location.pathname}</li>;
    }
    function FromStore() {
      renders++;
      return <li>{useSelector((s: { ui: { theme: string } }) => s.ui.theme)}</li>;
    }
    const framed = (renderer: ReturnType<typeof createSharedHtml> | undefined, frame: Frame, part: ReactElement, key = 'part') =>
      renderToString(
        <SharedHtmlContext.Provider value={renderer}>
          <RouteStateContext.Provider value={state(frame)}>
            <SharedHtml as="ul" data={frozen} memoKey={key} readsFrame>
              {part}
            </SharedHtml>
          </RouteStateContext.Provider>
        </SharedHtmlContext.Provider>,
      );
    const frameOf = (images: string): Frame => ({ content: Object.freeze({ images }), publicUrl: 'https://example.com' });

    it('is rendered once per content and frame content, with the frame data, as in place', () => {
      const shared = createSharedHtml();
      const frame = frameOf('local');
      const inPlace = framed(undefined, frame, <Images />);
      expect(inPlace).toBe('<ul><li>local<!-- --> at <!-- -->https://example.com</li></ul>');
      renders = 0;
      // A new frame object per request, with the same (frozen) content: one render.
      expect(framed(shared, frame, <Images />)).toBe(inPlace);
      expect(framed(shared, { ...frame }, <Images />)).toBe(inPlace);
      expect(renders).toBe(1);
      // New frame content (a new content window): rendered anew.
      expect(framed(shared, frameOf('cdn'), <Images />)).toContain('cdn');
      expect(renders).toBe(2);
    });

    it('is rendered in place, every time, when it reads the location or the store', () => {
      const shared = createSharedHtml();
      const frame = frameOf('local');
      expect(framed(shared, frame, <Pathname />, 'path')).toBe('<ul><li>/somewhere</li></ul>');
      expect(framed(shared, frame, <Pathname />, 'path')).toBe('<ul><li>/somewhere</li></ul>');
      // Tried once on its own (it threw), then rendered in place on each page.
      expect(renders).toBe(3);
      renders = 0;
      expect(() => framed(shared, frame, <FromStore />, 'store')).toThrow(/react-redux/);
      expect(() => framed(shared, frame, <FromStore />, 'store')).toThrow(/react-redux/);
      expect(renders).toBe(3);
    });

    it('keeps nothing when the frame content is not frozen (preview)', () => {
      const shared = createSharedHtml();
      const drafts: Frame = { content: { images: 'draft' }, publicUrl: 'https://example.com' };
      framed(shared, drafts, <Images />);
      framed(shared, drafts, <Images />);
      expect(renders).toBe(2);
    });
  });
});

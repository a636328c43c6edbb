/**
 * The frame's shared parts (client/components/SharedHtml.tsx): on the server each is rendered once
 * per frozen content object and key, and written into later pages as it is; content that is not
 * frozen (preview's drafts) and a page without the server's renderer render the children in place.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SharedHtml, SharedHtmlContext } from '../../../client/components/SharedHtml.js';
import { SmartLink } from '../../../client/components/SmartLink.js';
import { createSharedHtml } from '../../../server/render/shared-html.js';

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
});

/**
 * Issue 32: an article's drop cap stays in its own paragraph. The article of the dataset with the
 * shortest opening paragraph (a normal paragraph followed by another, shorter than the cap is
 * tall) at 390 and 1440 px: the second paragraph's first line starts at the first paragraph's left
 * edge (not pushed in beside the cap), below the cap. Screenshots land in test-results/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import type { ArticleDocument } from '../../tools/dataset/schema.js';
import { released, slugOf } from '../support/dataset.js';
import { inject } from './provided.js';
import { pagePerTest, waitForHydration } from './browser.js';
import { DESKTOP, PHONE } from './viewports.js';

const baseUrl = inject('baseUrl');
const OUT = 'test-results/screenshots';

type Block = { _type: string; style?: string; listItem?: string; children?: { text?: string }[] };
const isParagraph = (b: Block | undefined) => b?._type === 'block' && b.style === 'normal' && !b.listItem;
const textOf = (b: Block) => (b.children ?? []).map((c) => c.text ?? '').join('');

/** A free article whose body opens with a short paragraph and then another paragraph. */
function shortOpening(): { path: string; first: string } {
  const candidates = released('article')
    .filter((a: ArticleDocument) => a.isPremium !== true)
    .map((a) => ({ a, body: (a.content?.body ?? []) as Block[] }))
    .filter(({ body }) => isParagraph(body[0]) && isParagraph(body[1]) && textOf(body[0]).trim() !== '')
    .sort((x, y) => textOf(x.body[0]).length - textOf(y.body[0]).length);
  const pick = candidates[0];
  if (!pick || textOf(pick.body[0]).length > 80) throw new Error('no article in the dataset opens with a short paragraph');
  return { path: `/sections/${slugOf(pick.a.section._ref)}/articles/${pick.a.slug.current}`, first: textOf(pick.body[0]) };
}
const article = shortOpening();

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('the drop cap (%s)', (name, viewport) => {
  const t = pagePerTest({ viewport });

  it('keeps to its paragraph when the first paragraph is shorter than the cap', async () => {
    await t.page.goto(baseUrl + article.path);
    await waitForHydration(t.page);
    const first = t.page.locator('.article__body:not(.body--continued) > p').first();
    expect((await first.textContent())?.trim()).toBe(article.first.trim());
    const m = await first.evaluate((p) => {
      const next = p.nextElementSibling as HTMLElement;
      const text = document.createTreeWalker(next, NodeFilter.SHOW_TEXT).nextNode()!;
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const firstLine = range.getClientRects()[0];
      const cap = getComputedStyle(p, '::first-letter');
      return {
        nextTag: next.tagName,
        capFloats: cap.float,
        firstLeft: Math.round(p.getBoundingClientRect().left),
        firstBottom: p.getBoundingClientRect().bottom,
        nextLeft: Math.round(firstLine.left),
        nextTop: firstLine.top,
      };
    });
    expect(m.nextTag).toBe('P');
    expect(m.capFloats).toBe('left');
    // The second paragraph's first letter at the body's left edge, below the first paragraph.
    expect(m.nextLeft).toBe(m.firstLeft);
    expect(m.nextTop).toBeGreaterThanOrEqual(m.firstBottom);
    mkdirSync(OUT, { recursive: true });
    await first.evaluate((p) => p.scrollIntoView({ block: 'center' }));
    await t.page.screenshot({ path: `${OUT}/drop-cap-${name}.png` });
  });
});

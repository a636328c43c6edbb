/**
 * A premium article of the generated dataset for paywall tests, with probes of its first and last
 * paragraphs: the longest run of plain words found nowhere else in the dataset (its sentences repeat
 * across articles), so it reads the same in HTML, JSON and serialised data and only that paragraph
 * can put it on a page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ArticleDocument } from '../../tools/dataset/schema.js';
import { released, slugOf } from './dataset.js';

type TextBlock = { _type: string; style?: string; listItem?: string; children?: { text?: string }[] };

function paragraphs(a: ArticleDocument): string[] {
  return ((a.content?.body ?? []) as TextBlock[])
    .filter((b) => b._type === 'block' && b.style === 'normal' && !b.listItem)
    .map((b) => (b.children ?? []).map((c) => c.text ?? '').join(''));
}

let dataset: string | undefined;
function probeOf(text: string): string {
  dataset ??= readFileSync(path.resolve('data/dataset.ndjson'), 'utf8');
  const once = (run: string) => dataset!.indexOf(run) === dataset!.lastIndexOf(run);
  return (text.match(/[A-Za-z][A-Za-z ]+[A-Za-z]/g) ?? []).filter((run) => run.length >= 20 && once(run)).sort((x, y) => y.length - x.length)[0] ?? '';
}

export interface PremiumArticle {
  article: ArticleDocument;
  path: string;
  /** Text only the first paragraph has (in every teaser). */
  first: string;
  /** Text only the last paragraph has (never in a teaser). */
  last: string;
}

export function premiumArticle(): PremiumArticle {
  for (const article of released('article')) {
    if (article.isPremium !== true) continue;
    const ps = paragraphs(article);
    if (ps.length < 6) continue;
    const first = probeOf(ps[0]);
    const last = probeOf(ps.at(-1)!);
    if (first && last) return { article, path: `/sections/${slugOf(article.section._ref)}/articles/${article.slug.current}`, first, last };
  }
  throw new Error('no premium article with distinctive first and last paragraphs');
}

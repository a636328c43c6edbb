/**
 * Front pages: the newest released one is live; the 2098 one only shows in preview. Feature
 * modules get a feature and three headlines beside it, so their side column is never a lone card.
 */
import type { FrontPageDocument, LayoutModule, LayoutName } from '../schema.js';
import { DAY, iso, utc } from '../dates.js';
import { base, ref, refs } from '../docs.js';
import { image, type Commission, type ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import type { ArticleSet } from '../articles/index.js';
import type { ArticlePlan } from '../articles/plan.js';
import { holidayId } from './recipes.js';

interface FrontPageDef {
  id: string;
  title: string;
  release: number;
  holiday: string;
  tagline?: string;
  modules: readonly (readonly [LayoutName, string, number, ((p: ArticlePlan) => boolean)?])[];
}

const arts = (p: ArticlePlan): boolean => ['arts-letters', 'culture'].includes(p.section.slug);
const food = (p: ArticlePlan): boolean => ['food', 'holidays'].includes(p.section.slug);
const ideas = (p: ArticlePlan): boolean => ['opinion', 'belief', 'history'].includes(p.section.slug);
const news = (p: ArticlePlan): boolean => ['news', 'israel-middle-east', 'community'].includes(p.section.slug);

export const FRONT_PAGES: readonly FrontPageDef[] = [
  {
    id: 'frontPage-2026-09-10', title: 'High Holidays edition', release: utc(2026, 9, 10, 10), holiday: 'rosh-hashanah',
    tagline: 'Shanah tovah from all of us at The Colophon.',
    modules: [['lead-story', 'Top Story', 1], ['three-up', 'The Days of Awe', 3, food], ['list', 'Latest', 10], ['four-grid', 'Arts & Letters', 4, arts]],
  },
  {
    id: 'frontPage-2026-10-20', title: 'October edition', release: utc(2026, 10, 20, 10), holiday: 'simchat-torah',
    modules: [['lead-story', 'Top Story', 1], ['feature-left', 'Long Reads', 4, ideas], ['three-up', 'News', 3, news], ['list', 'Latest', 8], ['feature-right', 'In the Kitchen', 4, food]],
  },
  {
    id: 'frontPage-2026-11-14', title: 'Mid-November edition', release: utc(2026, 11, 14, 9), holiday: 'hanukkah',
    tagline: 'New writing on Jewish life, ideas and culture.',
    modules: [['lead-story', 'Top Story', 1], ['three-up', 'Today', 3, news], ['four-grid', 'Culture', 4, arts], ['feature-left', 'Ideas', 4, ideas], ['list', 'Latest', 10], ['feature-right', 'Food', 4, food]],
  },
  {
    id: 'frontPage-2098-preview', title: 'Scheduled edition (preview)', release: utc(2098, 1, 1, 9), holiday: 'passover',
    tagline: 'Coming soon: the next edition of The Colophon.',
    modules: [['lead-story', 'Coming Up', 1], ['three-up', 'Scheduled', 3], ['list', 'Latest', 10], ['four-grid', 'Culture', 4, arts]],
  },
];

/** Each front page's featured banner is its own picture (not the holiday's, nor a collection's). */
export function frontPageArt(): Commission[] {
  return FRONT_PAGES.map((def) => ({ key: `${def.id}:featuredImage`, kind: 'banner', width: 1800, height: 600, subject: `${def.title} banner` }));
}

export function buildFrontPages(images: ImageLibrary, articles: ArticleSet): FrontPageDocument[] {
  const rng = Rng.from('front-pages');
  return FRONT_PAGES.map((def) => {
    const preview = def.release > utc(2090, 1, 1);
    const pool = preview
      ? [...articles.plans.filter((p) => p.future), ...articles.live]
      : articles.live.filter((p) => p.created <= def.release);
    const used = new Set<string>();
    const modules: LayoutModule[] = def.modules.map(([layout, title, count, filter]) => {
      const chosen = pool.filter((p) => !used.has(p.id) && (!filter || filter(p))).slice(0, Math.min(count, 10));
      chosen.forEach((p) => used.add(p.id));
      return { _type: 'layoutModule', _key: rng.key(), title, layout, articles: refs(chosen.map((p) => p.id), () => rng.key()) };
    });
    const created = preview ? utc(2026, 11, 10, 9) : def.release - 3 * DAY;
    const doc: FrontPageDocument = {
      ...base(def.id, 'frontPage', created, preview ? created : def.release - DAY),
      title: def.title,
      releaseDate: iso(def.release),
      modules,
      holiday: ref(holidayId(def.holiday)),
      featuredImage: image(images.commissioned(`${def.id}:featuredImage`), { alt: `${def.title} artwork` }),
      featuredLink: `/sections/holidays/${def.holiday}`,
      showTagline: Boolean(def.tagline),
    };
    if (def.tagline) doc.taglineText = def.tagline;
    return doc;
  });
}

/** Section documents: logos in three colourways, curated modules and (for some) content tabs. */
import type { LayoutModule, SectionDocument } from '../schema.js';
import { ARCHIVE_START, DATASET_DATE, DAY } from '../dates.js';
import { base, refs, slug } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import { SECTIONS } from '../text/topics.js';
import type { ArticleSet } from '../articles/index.js';

export const sectionId = (s: string): string => `section-${s}`;

export function buildSections(images: ImageLibrary, articles: ArticleSet): SectionDocument[] {
  const rng = Rng.from('sections');
  return SECTIONS.map((def, i) => {
    const latest = articles.live.filter((p) => p.section.slug === def.slug);
    const ids = latest.map((p) => p.id);
    const keys = (): string => rng.key();
    const modules: LayoutModule[] = [
      { _type: 'layoutModule', _key: rng.key(), title: 'Editors’ Picks', layout: 'lead-story', articles: refs(ids.slice(0, 1), keys) },
      { _type: 'layoutModule', _key: rng.key(), title: `More ${def.title}`, layout: i % 2 ? 'three-up' : 'four-grid', articles: refs(ids.slice(1, i % 2 ? 4 : 5), keys) },
      { _type: 'layoutModule', _key: rng.key(), title: 'From the Archive', layout: 'list', articles: refs(ids.slice(-40).filter((_, k) => k % 4 === 0).slice(0, 10), keys) },
    ];
    const doc: SectionDocument = {
      ...base(sectionId(def.slug), 'section', ARCHIVE_START - (30 - i) * DAY, DATASET_DATE - (i + 4) * DAY),
      title: def.title,
      slug: slug(def.slug),
      description: def.description,
      images: {
        dark: image(images.logo(def.slug, def.title, 'dark'), { alt: `${def.title}` }),
        light: image(images.logo(def.slug, def.title, 'light'), { alt: `${def.title}` }),
        blue: image(images.logo(def.slug, def.title, 'blue'), { alt: `${def.title}` }),
      },
      modules,
      sideNavOrder: (i + 1) * 10,
      seo: { _type: 'seo', title: `${def.title} | The Colophon`, description: def.description },
    };
    if (def.hideInSideNav) doc.hideInSideNav = true;
    if (def.slug === 'opinion') delete doc.sideNavOrder; // exercises the default of 100
    if (def.slug === 'food' || def.slug === 'arts-letters' || def.slug === 'history') {
      const byType = (t: string): string[] =>
        articles.docs.filter((d) => d.section._ref === doc._id && d.meta.articleType === t && !d.releaseDate?.startsWith('2098')).map((d) => d._id);
      const essays = byType('essay');
      const other = def.slug === 'food' ? byType('recipe') : byType(def.slug === 'history' ? 'standard' : 'review');
      doc.contentTabs = [
        { _type: 'contentTab', _key: rng.key(), title: 'Latest', layout: 'grid', articles: refs(ids.slice(0, 6), keys) },
        { _type: 'contentTab', _key: rng.key(), title: 'Essays', layout: 'list', articles: refs(essays.slice(-6), keys) },
        { _type: 'contentTab', _key: rng.key(), title: def.slug === 'food' ? 'Recipe Stories' : def.slug === 'history' ? 'Features' : 'Reviews', layout: 'carousel', articles: refs(other.slice(-6), keys) },
      ];
    }
    return doc;
  });
}

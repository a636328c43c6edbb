/** Turns article plans into article documents. */
import type { ArticleDocument, HeroType, ImageHotspotMarker, PodcastEpisodeDocument } from '../schema.js';
import { iso, utc } from '../dates.js';
import { base, ref, refs } from '../docs.js';
import { image, type ImageLibrary } from '../images/library.js';
import { markdownish } from '../portable.js';
import type { Rng } from '../prng.js';
import { EXTERNAL_LINKS, QUOTES } from '../text/common.js';
import { excerptOf, type LinkSource } from '../text/prose.js';
import { BADGE_CAPTIONS, BRIEFS, DEKS, FACTS } from '../text/templates.js';
import { capitalize, fill } from '../text/writer.js';
import type { RecipeSet } from '../families/recipes.js';
import { buildBody, type BodyCounters } from './body.js';
import type { ArticlePlan } from './plan.js';

export const HERO_TYPES: readonly HeroType[] = [
  'full-width-image-with-half-width-header',
  'half-width-header-with-image',
  'no-image',
  'no-image-centered-text',
  'full-width-header-with-image',
];

/** 20 slots: mostly the default layout, every layout present, a few left unset (the default). */
const HERO_CYCLE: readonly (HeroType | undefined)[] = [
  'half-width-header-with-image', 'full-width-image-with-half-width-header', 'half-width-header-with-image',
  'full-width-header-with-image', 'half-width-header-with-image', 'no-image', 'half-width-header-with-image',
  undefined, 'full-width-image-with-half-width-header', 'no-image-centered-text', 'half-width-header-with-image',
  'full-width-header-with-image', 'half-width-header-with-image', 'no-image', 'half-width-header-with-image',
  'full-width-image-with-half-width-header', undefined, 'no-image-centered-text', 'half-width-header-with-image',
  'full-width-header-with-image',
];

export interface ArticleContext {
  images: ImageLibrary;
  episodes: readonly PodcastEpisodeDocument[];
  recipes: RecipeSet;
  /** Published, released plans by section, for related articles and internal links. */
  bySection: Map<string, ArticlePlan[]>;
  counters: BodyCounters;
}

export const articlePath = (p: ArticlePlan): string => `/sections/${p.section.slug}/articles/${p.slug}`;

function linksFor(plan: ArticlePlan, ctx: ArticleContext): LinkSource {
  const siblings = ctx.bySection.get(plan.section.slug) ?? [];
  return {
    href(rng, slot) {
      if (slot === 'place' || slot === 'place2') {
        const place = (slot === 'place' ? plan.topic.place : plan.topic.place2).replace(/^the /, '');
        return `https://en.wikipedia.org/wiki/${encodeURIComponent(place.replace(/ /g, '_'))}`;
      }
      if (slot === 'idea') return rng.chance(0.5) ? '/encyclopedia' : rng.pick(EXTERNAL_LINKS);
      const roll = rng.next();
      if (roll < 0.55 && siblings.length > 1) return articlePath(rng.pick(siblings));
      if (roll < 0.8) return `/tags/${rng.pick(plan.tags)}`;
      return `/sections/${plan.section.slug}`;
    },
  };
}

function hotspots(rng: Rng, plan: ArticlePlan): ImageHotspotMarker[] {
  const texts = [capitalize(plan.topic.thing), `Seen from ${plan.topic.place}`, capitalize(rng.pick(plan.topic.details)), `A note on ${plan.topic.idea}`];
  return texts.slice(0, rng.int(2, 4)).map((text, i) => {
    const marker: ImageHotspotMarker = { _type: 'imageHotspotMarker', _key: rng.key(), text, x: rng.int(12, 88), y: rng.int(15, 85), isDarkMode: i % 2 === 1 };
    if (i === 0) marker.link = `/sections/${plan.section.slug}`;
    if (i === 2) marker.link = `/tags/${plan.tags[0]}`;
    return marker;
  });
}

export function buildArticle(rng: Rng, plan: ArticlePlan, index: number, ctx: ArticleContext): ArticleDocument {
  const { topic } = plan;
  const noHeroImage = plan.legacy === 'candidate' || plan.legacy === 'no-hero-no-inset';
  const heroType = HERO_CYCLE[(index * 7) % HERO_CYCLE.length];
  const sectionType = rng.weighted(plan.section.topics.articleTypes);
  const wantsRecipes = (plan.section.slug === 'food' || plan.section.slug === 'holidays') && rng.chance(0.4);
  const recipeIds = wantsRecipes ? relatedRecipeIds(rng, plan, ctx.recipes) : [];
  const aired = rng.chance(0.06) ? ctx.episodes.filter((e) => Date.parse(e._createdAt) <= plan.created) : [];
  const episode = aired.length ? rng.pick(aired) : undefined;
  const body = buildBody(
    rng,
    {
      leadingInset: plan.legacy === 'candidate' || plan.legacy === 'hero-and-inset',
      insets: rng.weighted([[0, 35], [1, 45], [2, 20]] as const),
      pullQuote: rng.chance(0.4),
      carousel: rng.chance(0.12),
      episodeId: episode?._id,
      relatedRecipes: recipeIds.length > 0,
      ad: rng.chance(0.45),
      reserved: plan.guide && plan.holiday ? plan.holiday.detailed.length : 0,
    },
    topic,
    linksFor(plan, ctx),
    ctx.images,
    ctx.counters,
  );
  // A holiday's guide opens with what the holiday is.
  if (plan.guide && plan.holiday) body.unshift(...markdownish(rng, plan.holiday.detailed));
  const firstParagraph = body.find((b) => b._type === 'block');
  const excerpt = firstParagraph && firstParagraph._type === 'block' ? excerptOf(firstParagraph) : plan.title;

  const doc: ArticleDocument = {
    ...base(plan.id, 'article', plan.created, plan.updated),
    title: plan.title,
    slug: { _type: 'slug', current: plan.slug },
    section: ref(`section-${plan.section.slug}`),
    meta: {
      authors: refs(plan.authors.map((a) => a.id), () => rng.key()),
      tags: plan.tags,
      excerpt,
      articleType: plan.guide ? 'standard' : plan.fiction ? 'standard' : sectionType,
    },
    hero: { dek: fill(rng, rng.pick(DEKS), topic) },
    content: { body },
  };
  if (plan.release !== undefined) doc.releaseDate = iso(plan.release);
  if (heroType) doc.hero.heroType = heroType;
  if (!noHeroImage) {
    const art = ctx.images.pick(rng, 'landscape', 'photo');
    doc.hero.heroImage = image(art, {
      caption: rng.chance(0.6) ? `${capitalize(topic.thing)} in ${topic.place}.` : undefined,
      credit: art.credit,
      hotspot: rng.chance(0.3) ? { x: rng.int(30, 70) / 100, y: rng.int(30, 70) / 100, width: 0.4, height: 0.4 } : undefined,
      crop: rng.chance(0.15) ? { top: 0.05, bottom: 0.05, left: 0, right: 0 } : undefined,
    });
    if (heroType?.startsWith('full-width') && rng.chance(0.12)) doc.hero.imageHotspots = hotspots(rng, plan);
  }
  if (plan.column) doc.column = ref(plan.column);
  if (plan.collection) doc.collection = ref(plan.collection);
  if (plan.fiction) doc.meta.isFiction = true;
  if (rng.chance(0.3)) doc.meta.brief = fill(rng, rng.pick(BRIEFS), topic);
  if (rng.chance(0.05)) doc.meta.isHighDefImage = true;
  if (recipeIds.length) {
    doc.meta.relatedRecipes = refs(recipeIds, () => rng.key());
    doc.meta.relatedRecipesDisplay = rng.chance(0.5) ? 'grid' : 'list';
    if (plan.created < utc(2016, 1, 1)) doc.meta.legacyRecipeMigration = true;
  }
  if (plan.legacy) doc.legacyPathname = legacyPath(plan, index);
  else if (plan.created < utc(2020, 1, 1) && !plan.future && index % 4 === 0) doc.legacyPathname = legacyPath(plan, index);

  const premiumRoll = rng.next();
  if (premiumRoll < 0.15 && !plan.guide) {
    doc.isPremium = true;
    if (rng.chance(0.4)) {
      doc.showBadgeCaption = true;
      doc.badgeCaption = rng.pick(BADGE_CAPTIONS);
    }
  } else if (premiumRoll > 0.6) doc.isPremium = false;
  if (rng.chance(0.12)) {
    doc.featuredContent = rng.chance(0.5) ? { featuredQuote: rng.pick(QUOTES) } : { featuredFact: fill(rng, rng.pick(FACTS), topic) };
    if (rng.chance(0.5)) doc.featuredContent.featuredImage = image(ctx.images.pick(rng, 'square', 'portrait'));
  }
  const notes = articleNotes(rng, plan);
  if (notes) doc.notes = notes;
  if (rng.chance(0.03)) doc.hideContinueReading = true;
  if (rng.chance(0.025)) doc.teaserLink = rng.chance(0.7) ? { enabled: true, url: rng.pick(['/subscribe', '/newsletter', `/sections/${plan.section.slug}`]) } : { enabled: false };
  if (rng.chance(0.2)) doc.seo = { _type: 'seo', title: `${plan.title} | The Colophon`, description: doc.hero.dek };
  return doc;
}

function legacyPath(plan: ArticlePlan, index: number): string {
  return `/${plan.section.legacyCategory}/${180_000 + index * 13}/${plan.slug}`;
}

function relatedRecipeIds(rng: Rng, plan: ArticlePlan, recipes: RecipeSet): string[] {
  const holidayRecipes = plan.holiday ? (recipes.byHoliday.get(plan.holiday.slug) ?? []) : [];
  const pool = holidayRecipes.length >= 2 ? holidayRecipes : recipes.released;
  return rng.pickN(pool, rng.int(2, 4));
}

function articleNotes(rng: Rng, plan: ArticlePlan): ArticleDocument['notes'] | undefined {
  const notes: NonNullable<ArticleDocument['notes']> = {};
  if (rng.chance(0.03)) {
    notes.editorsNote = markdownish(rng, [
      rng.pick([
        `**Editor’s note:** An earlier version of this article misstated the year ${plan.topic.thing} began. It has been corrected.`,
        `**Editor’s note:** This article was updated to include a response from ${plan.topic.sources[1].first} ${plan.topic.sources[1].last}.`,
        `**Editor’s note:** Some names in this story have been changed at the request of the people involved.`,
      ]),
    ]);
  }
  if (rng.chance(0.08)) {
    notes.endNote = markdownish(rng, [
      rng.pick([
        `This article is part of our coverage of ${plan.section.title.toLowerCase()}. [Read more](/sections/${plan.section.slug}).`,
        'Reporting for this story was supported by readers like you. [Become a member](/subscribe).',
        `Have a story about ${plan.topic.thing}? Write to us at [letters@colophon.example](mailto:letters@colophon.example).`,
        '_A version of this essay appeared in our print annual._',
      ]),
    ]);
  }
  return notes.editorsNote || notes.endNote ? notes : undefined;
}


/** Feature article pages (/feature/{slug}): long, art-directed stories with their own colours. */
import type { FeatureArticleDocument } from '../schema.js';
import { DAY, iso, utc } from '../dates.js';
import { base, ref, refs, slug, slugify } from '../docs.js';
import { image, type Commission, type ImageLibrary } from '../images/library.js';
import { Rng } from '../prng.js';
import { SECTIONS } from '../text/topics.js';
import { insetImage } from '../articles/body.js';
import { heading, paragraph, type LinkSource } from '../text/prose.js';
import { makeTopic } from '../text/writer.js';
import type { People } from './people.js';

const FEATURES = [
  { title: 'The Last Summer in the Mountains', section: 'history', thing: 'a summer colony in the mountains', at: utc(2025, 7, 14, 10), colors: ['#1d2340', '#e07a5f', '#f4f1de'], theme: 'light' as const, premium: false },
  { title: 'Ninety-Nine Names for Bread', section: 'food', thing: 'the perfect challah', at: utc(2026, 3, 30, 10), colors: ['#f6ede3', '#9c4a37', '#3d2c2e'], theme: 'dark' as const, premium: true },
  { title: 'The Sound of the Shofar', section: 'belief', thing: 'the High Holiday liturgy', at: utc(2026, 9, 8, 10), colors: ['#10162f', '#ffc482', '#f2efe6'], theme: 'light' as const, premium: false, hideHeadline: true },
];

const featureId = (title: string): string => `feature-${slugify(title)}`;

/**
 * A feature may hide its headline only where its hero art shows the title (the h1 stays in the
 * page for screen readers): those features get hero art drawn with the title in large type, for
 * the desktop hero (a banner) and the mobile hero (a portrait).
 */
export function featureArt(): Commission[] {
  return FEATURES.filter((f) => f.hideHeadline).flatMap((f) => [
    { key: `${featureId(f.title)}:heroImage`, kind: 'banner', width: 3000, height: 1000, subject: `${f.title} hero`, caption: f.title },
    { key: `${featureId(f.title)}:mobileHeroImage`, kind: 'portrait', width: 1600, height: 2000, subject: `${f.title} mobile hero`, caption: f.title },
  ]);
}

export function buildFeatures(images: ImageLibrary, people: People): FeatureArticleDocument[] {
  const rng = Rng.from('features');
  const links: LinkSource = { href: (r) => r.pick(['/sections/history', '/sections/food', '/encyclopedia', '/podcasts']) };
  return FEATURES.map((f, i) => {
    const section = SECTIONS.find((s) => s.slug === f.section) ?? SECTIONS[0];
    const topic = makeTopic(rng, section.topics, { year: 2026, thing: f.thing });
    const body = [
      paragraph(rng, topic, links), paragraph(rng, topic, links), insetImage(rng, images, topic, { inset: i * 3, ad: 0 }),
      heading(rng, topic, 'h2'), paragraph(rng, topic, links), paragraph(rng, topic, links),
      { _type: 'pullQuote' as const, _key: rng.key(), text: 'We were never trying to preserve anything. We were trying to keep living.' },
      heading(rng, topic, 'h2'), paragraph(rng, topic, links), paragraph(rng, topic, links, { closing: true }),
    ];
    const [backgroundColor, progressBarColor, bodyTextColor] = f.colors;
    const authors = (people.bySection.get(f.section) ?? people.contributors).slice(0, 2);
    return {
      ...base(featureId(f.title), 'featureArticle', f.at - 10 * DAY, f.at),
      title: f.title,
      slug: slug(slugify(f.title)),
      isPremium: f.premium,
      showBadgeCaption: f.premium,
      ...(f.premium ? { badgeCaption: 'Premium feature' } : {}),
      hideHeadline: f.hideHeadline === true,
      dek: `A story in pictures and words about ${topic.thing}, ${topic.idea} and ${topic.place}.`,
      authors: refs(authors.map((a) => a.id), () => rng.key()),
      section: ref(`section-${f.section}`),
      releaseDate: iso(f.at),
      ...(f.hideHeadline
        ? {
            heroImage: image(images.commissioned(`${featureId(f.title)}:heroImage`)),
            mobileHeroImage: image(images.commissioned(`${featureId(f.title)}:mobileHeroImage`)),
          }
        : {
            heroImage: image(images.of('banner')[(i + 3) % images.of('banner').length]),
            mobileHeroImage: image(images.of('portrait')[(i + 2) % images.of('portrait').length]),
          }),
      useArticleHeaderHero: i === 1,
      isHighDefImage: true,
      featuredContent: { featuredImage: image(images.of('square')[i]), featuredQuote: 'You carry the songs even when you forget the words.' },
      body,
      seo: { _type: 'seo', title: `${f.title} | The Colophon`, description: `A feature about ${topic.thing}.` },
      backgroundColor,
      progressBarColor,
      bodyTextColor,
      footerLogoTheme: f.theme,
      hideContinueReading: i === 0,
    };
  });
}

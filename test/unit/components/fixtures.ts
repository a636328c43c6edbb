/** Page data fixtures shaped like the normalisers' output (shared/content). */
import type { Article } from '../../../shared/content/article.js';
import type { ArticleSummary } from '../../../shared/content/summaries.js';
import { paginate } from '../../../shared/content/pagination.js';
import { image } from '../../support/frame-data.js';

export function summary(i: number, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id: `article-${i}`,
    title: `Story number ${i}`,
    slug: `story-${i}`,
    isPremium: i % 3 === 0,
    excerpt: `Excerpt of story ${i}.`,
    dek: undefined,
    authors: [{ name: 'Talia Bloom', slug: 'talia-bloom' }],
    section: { title: 'News', slug: 'news' },
    image: image({ id: `image-s${i}-1600x900-jpg` }),
    url: `/sections/news/articles/story-${i}`,
    date: '2025-03-04T10:00:00Z',
    ...overrides,
  };
}

export const summaries = (n: number, from = 1) => Array.from({ length: n }, (_, i) => summary(from + i));

export const page = (n: number, total: number, pageNo = 1) => paginate(summaries(n), total, pageNo);

const para = (text: string) => ({
  _type: 'block' as const,
  _key: `k-${text.length}-${text.slice(0, 4)}`,
  style: 'normal' as const,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: 's', text, marks: [] }],
});

export function article(overrides: Partial<Article> = {}): Article {
  const base = {
    id: 'article-1',
    _type: 'article',
    title: 'The Honey Cake <script>',
    slug: 'the-honey-cake',
    isPremium: true,
    showBadgeCaption: true,
    badgeCaption: 'Members only',
    section: { title: 'Food', slug: 'food' },
    collection: { title: 'The Immigrant Kitchen', slug: 'the-immigrant-kitchen', url: '/collections/the-immigrant-kitchen' },
    column: undefined,
    seo: { description: 'SEO description' },
    legacyPathname: undefined,
    hideContinueReading: false,
    teaserLink: { enabled: true, url: 'https://partner.example/full-story' },
    url: '/sections/food/articles/the-honey-cake',
    date: '2025-03-04T10:00:00Z',
    meta: {
      authors: [{ name: 'Talia Bloom', slug: 'talia-bloom' }],
      tags: ['baking', 'odessa'],
      excerpt: 'An excerpt',
      brief: undefined,
      isFiction: true,
      isHighDefImage: true,
      articleType: 'essay',
      relatedRecipes: [],
      relatedRecipesDisplay: 'grid',
      legacyRecipeMigration: false,
      date: '2025-03-04T10:00:00Z',
      section: { title: 'Food', slug: 'food' },
      createdAt: '2025-03-01T10:00:00Z',
      updatedAt: '2025-03-05T10:00:00Z',
      releaseDate: '2025-03-04T10:00:00Z',
    },
    hero: {
      heroType: 'full-width-image-with-half-width-header',
      heroImage: image(),
      dek: 'It was supposed to disappear.',
      imageHotspots: [{ text: 'The oven', link: 'javascript:alert(1)', x: 20, y: 70, isDarkMode: true }],
    },
    content: { body: [para('First paragraph of the body.')] },
    featuredContent: { featuredQuote: 'A quote worth featuring', featuredFact: 'A fact worth knowing' },
    notes: { editorsNote: [para('An editor’s note.')], endNote: [para('An end note.')] },
    relatedArticles: summaries(3, 10),
    heroImage: image(),
    featuredImage: undefined,
    authors: [{ name: 'Talia Bloom', slug: 'talia-bloom' }],
    excerpt: 'An excerpt',
    quote: 'A quote worth featuring',
    fact: 'A fact worth knowing',
    dek: 'It was supposed to disappear.',
    brief: undefined,
  };
  return { ...base, ...overrides } as unknown as Article;
}

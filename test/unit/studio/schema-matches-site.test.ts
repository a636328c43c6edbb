/**
 * The Studio's schema (studio/schema.json, extracted by `sanity schema extract`) against what the
 * site renders: its enumerations hold exactly the site's values, and it defines every document
 * type the site reads, so an editor can neither pick a value the site ignores nor miss a type.
 */
import { readFileSync } from 'node:fs';
import { HERO_TYPES } from '../../../shared/content/article.js';
import { AD_SIZES } from '../../../client/components/content/body/AdSlot.js';
import type { ObjectAttribute, SchemaJson, TypeNode } from '../../../tools/dataset-validate/type-nodes.js';

const schema = JSON.parse(readFileSync('studio/schema.json', 'utf8')) as SchemaJson;
const entry = (name: string) => schema.find((e) => e.name === name);
const attributesOf = (name: string): Record<string, ObjectAttribute> => {
  const e = entry(name);
  if (!e) throw new Error(`no ${name} in studio/schema.json`);
  if (e.type === 'document') return e.attributes;
  if (e.value.type !== 'object') throw new Error(`${name} is not an object`);
  return e.value.attributes;
};
const literals = (node: TypeNode) => (node.type === 'union' ? node.of.map((m) => ('value' in m ? m.value : undefined)) : []);
const field = (attrs: Record<string, ObjectAttribute>, dotted: string): TypeNode =>
  dotted.split('.').reduce<TypeNode>((node, key) => {
    if (node.type !== 'object') throw new Error(`${dotted}: ${key} is not inside an object`);
    return node.attributes[key].value;
  }, { type: 'object', attributes: attrs });

describe('studio/schema.json', () => {
  it('defines every document type the site reads and the embedded dataset holds', () => {
    const documents = schema.filter((e) => e.type === 'document').map((e) => e.name);
    expect(documents).toEqual(
      expect.arrayContaining([
        'article', 'featureArticle', 'section', 'author', 'podcast', 'podcastEpisode', 'holiday', 'recipeArticle',
        'collection', 'collectionsPage', 'column', 'columnistsPage', 'encyclopediaPage', 'encyclopediaTerm', 'page',
        'donationPage', 'subscriptionPage', 'frontPage', 'navigation', 'globalSettings', 'redirect', 'teamMember', 'recipesPage',
      ]),
    );
  });

  it("offers exactly the site's hero layouts, ad sizes, alignments and widths", () => {
    expect(literals(field(attributesOf('article'), 'hero.heroType'))).toEqual([...HERO_TYPES]);
    expect(literals(field(attributesOf('adSlot'), 'size'))).toEqual([...AD_SIZES]);
    expect(literals(field(attributesOf('adSlot'), 'mobileSize'))).toEqual([...AD_SIZES]);
    expect(literals(field(attributesOf('insetImage'), 'alignment'))).toEqual(['left', 'right', 'center', 'full-bleed']);
    expect(literals(field(attributesOf('insetImage'), 'width'))).toEqual(['full-width', 'sidebar']);
    expect(literals(field(attributesOf('featureArticle'), 'footerLogoTheme'))).toEqual(['dark', 'light']);
  });

  it('requires what the article parser requires (title, slug, section, authors, tags)', () => {
    const article = attributesOf('article');
    const meta = field(article, 'meta');
    if (meta.type !== 'object') throw new Error('meta is not an object');
    expect([article.title, article.slug, article.section, meta.attributes.authors, meta.attributes.tags].map((a) => a.optional)).toEqual([false, false, false, false, false]);
  });
});

/**
 * Structured data of the pages that list or describe rather than tell a story: a contributor's
 * profile (ProfilePage about a Person), tag and collection pages (CollectionPage with the stories
 * on the page as an ItemList), a holiday page (a WebPage about the holiday as an Event: the page
 * is the magazine's guide to the holiday, not an event anyone attends at a place).
 */
import type { ImageData } from '../../../shared/content/common.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { imageAt, type SiteContext } from './jsonld.js';
import type { JsonLdObject } from './JsonLdScript.js';

const CONTEXT = 'https://schema.org';
const SQUARE = { width: 1200, height: 1200 };
const WIDE = { width: 1200, height: 675 };

export interface ListedItem {
  url: string;
  title: string;
}

function itemList(items: readonly ListedItem[], site: SiteContext): JsonLdObject {
  return {
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, url: absoluteUrl(site.publicUrl, item.url), name: item.title })),
  };
}

export function profilePageJsonLd(
  person: { name: string; slug: string; url: string; bio?: string; image?: ImageData },
  site: SiteContext,
): JsonLdObject {
  const url = absoluteUrl(site.publicUrl, person.url);
  return {
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      url,
      description: person.bio || undefined,
      image: person.image ? imageAt(site, person.image, SQUARE) : undefined,
    },
  };
}

export function collectionPageJsonLd(
  page: { name: string; url: string; description?: string; image?: ImageData; items: readonly ListedItem[] },
  site: SiteContext,
): JsonLdObject {
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: page.name,
    url: absoluteUrl(site.publicUrl, page.url),
    description: page.description || undefined,
    image: page.image ? imageAt(site, page.image, WIDE) : undefined,
    isPartOf: { '@type': 'WebSite', name: site.siteName, url: absoluteUrl(site.publicUrl, '/') },
    mainEntity: itemList(page.items, site),
  };
}

export function holidayPageJsonLd(
  holiday: { title: string; url: string; description?: string; startDate: string; endDate: string; image?: ImageData },
  site: SiteContext,
): JsonLdObject {
  const image = holiday.image ? imageAt(site, holiday.image, WIDE) : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    name: holiday.title,
    url: absoluteUrl(site.publicUrl, holiday.url),
    description: holiday.description || undefined,
    image,
    about: {
      '@type': 'Event',
      name: holiday.title,
      startDate: holiday.startDate,
      endDate: holiday.endDate,
      description: holiday.description || undefined,
      image,
    },
  };
}

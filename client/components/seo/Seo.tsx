import { useLocation } from 'react-router';
import { useRouteData } from '../../router/hooks.js';
import type { ImageData, Seo as SeoFields } from '../../../shared/content/common.js';
import type { FeatureFlags } from '../../../shared/flags.js';
import { imageUrl, isGif } from '../../../shared/images.js';
import { SITE_NAME_FALLBACK } from '../../../shared/messages.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { absoluteUrl } from '../../../shared/public-url.js';
import { canonicalUrl } from './canonical.js';
import { JsonLd, type JsonLdObject } from './JsonLdScript.js';
import type { SiteContext } from './jsonld.js';
import { twitterHandle } from './social.js';
import { useImageConfig } from '../content/useImageConfig.js';
import { documentTitle, withoutSiteName } from './titles.js';
import { stegaFree } from '../../../shared/stega.js';

/** OpenGraph article facts (article:* properties). */
export interface ArticleMeta {
  publishedTime?: string;
  modifiedTime?: string;
  section?: string;
  tags?: string[];
  /** Site paths of the authors' pages. */
  authorPaths?: string[];
}

interface Props {
  title: string;
  /** Fallback description when the seo fields carry none (excerpt, dek, description). */
  description?: string;
  seo?: SeoFields;
  /** Fallback share image when seo.image is unset (then the site's default card, if any). */
  image?: ImageData;
  /** 'article' on articles (with `article`), 'website' everywhere else. */
  type?: 'website' | 'article';
  article?: ArticleMeta;
  /** Site path the page is canonical at, when that is not its own address. */
  path?: string;
  /**
   * Structured data of the page, built from the site context (client/components/seo/jsonld.ts
   * builders). Called only when the public origin is known: JSON-LD URLs must be absolute.
   */
  jsonLd?: (site: SiteContext, flags: FeatureFlags) => JsonLdObject[];
}

/** Whitespace collapsed and cut at a word near `max` (search engines show ~160 characters). */
export function metaDescription(text: string | undefined, max = 300): string | undefined {
  const clean = text && stegaFree(text).replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Share cards: a 1200x630 JPEG cut around the hotspot; crawlers (Facebook, X) read neither SVG, WebP nor AVIF. */
export const OG_IMAGE = { width: 1200, height: 630, format: 'jpg', fit: 'crop' } as const;

/**
 * The head of a page: <title>, description, canonical URL, OpenGraph and Twitter cards, JSON-LD.
 * The tags go to <head> through <> and are swapped on client navigation. Robots tags are the
 * Document's (noindex on preview, errors and search), never added here.
 */
export function Seo({ title, description, seo, image, type = 'website', article, path, jsonLd }: Props) {
  const root = useRouteData('root') as FrameData | undefined;
  const location = useLocation();
  const config = useImageConfig();
  const siteName = root?.content.siteName ?? SITE_NAME_FALLBACK;
  const publicUrl = root?.publicUrl;
  // Preview's edit links (stega) stay out of the head (shared/stega.ts).
  const pageTitle = stegaFree(seo?.title ?? title);
  const shareTitle = withoutSiteName(pageTitle, siteName);
  const text = metaDescription(seo?.description ?? description);
  // A GIF is served untouched (no crop to 1200x630), so the card falls through to the next image.
  const shareImage = [seo?.image, image, root?.content.settings.defaultShareImage].find((i) => i && !isGif(i));
  const abs = (p: string) => (publicUrl ? absoluteUrl(publicUrl, p) : p);
  // Without a known public origin (a misconfigured embed), no canonical beats a wrong one.
  const canonical = publicUrl ? canonicalUrl(publicUrl, path ?? location.pathname, location.search) : undefined;
  const ogImage = shareImage ? abs(imageUrl(config, shareImage, OG_IMAGE)) : undefined;
  const twitterSite = twitterHandle(root?.content.settings.social?.twitter);
  const site: SiteContext | undefined = publicUrl
    ? { publicUrl, siteName, images: config, defaultImage: root?.content.settings.defaultShareImage }
    : undefined;
  const structured = site && root && jsonLd ? jsonLd(site, root.flags) : [];
  const props: [string, string | undefined][] = [
    ['og:site_name', siteName],
    ['og:type', type],
    ['og:title', shareTitle],
    ['og:description', text],
    ['og:url', canonical],
    ['og:locale', 'en_US'],
    ['og:image', ogImage],
    ['og:image:width', ogImage && String(OG_IMAGE.width)],
    ['og:image:height', ogImage && String(OG_IMAGE.height)],
    ['og:image:alt', ogImage && shareImage?.alt],
  ];
  if (type === 'article' && article) {
    props.push(['article:published_time', article.publishedTime], ['article:modified_time', article.modifiedTime]);
    props.push(['article:section', article.section]);
    for (const tag of article.tags ?? []) props.push(['article:tag', tag]);
    for (const author of article.authorPaths ?? []) props.push(['article:author', abs(author)]);
  }
  const names: [string, string | undefined][] = [
    ['twitter:card', ogImage ? 'summary_large_image' : 'summary'],
    ['twitter:site', twitterSite],
    ['twitter:title', shareTitle],
    ['twitter:description', text],
    ['twitter:image', ogImage],
    ['twitter:image:alt', ogImage && shareImage?.alt],
  ];
  return (
    <>
      <>
        <title>{documentTitle(pageTitle, siteName)}</title>
        {text && <meta name="description" content={text} />}
        {canonical && <link rel="canonical" href={canonical} />}
        {props.map(([property, content], i) => (content ? <meta key={`${property}${i}`} property={property} content={stegaFree(content)} /> : null))}
        {names.map(([name, content]) => (content ? <meta key={name} name={name} content={stegaFree(content)} /> : null))}
      </>
      {structured.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}
    </>
  );
}

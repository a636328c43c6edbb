import type { ImageData, Seo as SeoFields } from '../../../shared/content/common.js';
import { useRouteLoaderData } from 'react-router';
import { imageUrl } from '../../../shared/images.js';
import { SITE_NAME_FALLBACK } from '../../../shared/messages.js';
import type { FrameData } from '../../root-data.js';
import { useImageConfig } from './useImageConfig.js';

interface Props {
  title: string;
  /** Fallback description when the seo fields carry none (excerpt, dek, description). */
  description?: string;
  seo?: SeoFields;
  /** Fallback share image when seo.image is unset. */
  image?: ImageData;
}

/** '{title} | {siteName}', unless editors already wrote the site name into an SEO title. */
export function documentTitle(title: string, siteName: string): string {
  return title.endsWith(siteName) ? title : `${title} | ${siteName}`;
}

const OG_WIDTH = 1200;
const OG_HEIGHT = 630;

/** <title>, meta description and og:image; React 19 hoists them into <head>. */
export function Seo({ title, description, seo, image }: Props) {
  const root = useRouteLoaderData('root') as FrameData | undefined;
  const config = useImageConfig();
  const siteName = root?.content.siteName ?? SITE_NAME_FALLBACK;
  const pageTitle = seo?.title ?? title;
  const text = seo?.description ?? description;
  const shareImage = seo?.image ?? image;
  return (
    <>
      <title>{documentTitle(pageTitle, siteName)}</title>
      {text && <meta name="description" content={text} />}
      <meta property="og:title" content={seo?.title ?? title} />
      {text && <meta property="og:description" content={text} />}
      {shareImage && (
        <meta property="og:image" content={imageUrl(config, shareImage, { width: OG_WIDTH, height: OG_HEIGHT })} />
      )}
    </>
  );
}

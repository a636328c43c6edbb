import { useRouteLoaderData } from './router/hooks.js';
import type { FeatureFlags } from '../shared/flags.js';
import type { RootData } from '../shared/content/pages.js';
import type { ThirdPartyConfig } from '../shared/thirdparty/config.js';

/** What the root route's loader gives every page: base content plus per-process settings. */
export interface FrameData {
  content: RootData;
  flags: FeatureFlags;
  preview: boolean;
  /** Content studio base URL, only in preview (for 'Edit this Article'). */
  studioUrl?: string;
  /** PUBLIC_URL without a trailing slash: canonical and share URLs are absolute against it. */
  publicUrl?: string;
  /** Ids and URLs of the enabled third-party scripts (client/thirdparty), loaded after hydration. */
  thirdParty?: ThirdPartyConfig;
}

/** Base data of the frame; throws when it is missing (spec §8). */
export function useFrameData(): FrameData {
  const data = useRouteLoaderData('root') as FrameData | undefined;
  if (!data) throw new Error('Missing base data for this route');
  return data;
}

export function useSiteName(): string {
  return useFrameData().content.settings.siteName;
}

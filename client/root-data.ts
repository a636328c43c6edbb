import { useRouteData } from './router/hooks.js';
import type { FrameData } from '../shared/frame-data.js';

/** Base data of the frame; throws when it is missing. */
export function useFrameData(): FrameData {
  const data = useRouteData('root') as FrameData | undefined;
  if (!data) throw new Error('Missing base data for this route');
  return data;
}

export function useSiteName(): string {
  return useFrameData().content.settings.siteName;
}

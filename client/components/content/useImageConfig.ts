import { useRouteData } from '../../router/hooks.js';
import type { ImageConfig } from '../../../shared/images.js';
import type { FrameData } from '../../../shared/frame-data.js';

/** Site paths of the embedded dataset: the fallback when root data carries no image config. */
const LOCAL_IMAGES: ImageConfig = { projectId: 'local', dataset: 'production', baseUrl: '' };

/** Where image URLs point: the ImageConfig that root data carries (shared/images.ts). */
export function useImageConfig(): ImageConfig {
  const root = useRouteData('root') as FrameData | undefined;
  return root?.content.images ?? LOCAL_IMAGES;
}

/** The frame data pages get from the root route, and a content image, for component tests. */
import type { FrameData } from '../../shared/frame-data.js';
import { defaultFlags } from '../../shared/flags.js';
import type { ImageData } from '../../shared/content/common.js';

export const IMAGE_CONFIG = { projectId: 'proj', dataset: 'production', baseUrl: 'https://cdn.sanity.io' };

export const frameData = {
  content: {
    siteName: 'The Colophon',
    settings: { siteName: 'The Colophon' },
    navigation: { mainMenu: [], secondaryMenu: [] },
    sections: [],
    recentBySection: [],
    images: IMAGE_CONFIG,
  },
  flags: defaultFlags('dev'),
  preview: false,
} as unknown as FrameData;

export function image(overrides: Partial<ImageData> = {}): ImageData {
  return {
    id: 'image-abc123-2000x1000-jpg',
    alt: 'A reading room',
    caption: 'The reading room at dawn',
    credit: 'Photo: A. Lens',
    crop: undefined,
    hotspot: undefined,
    src: 'https://cdn.sanity.io/images/proj/production/abc123-2000x1000.jpg',
    metadata: { width: 2000, height: 1000, aspectRatio: 2, lqip: 'data:image/jpeg;base64,AAAA' },
    ...overrides,
  };
}

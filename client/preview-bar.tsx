/**
 * The editors' preview bar as a part of the frame loaded on demand (client/frame-part.tsx): only
 * preview pages show it, so its code is not in readers' JS. Its styles stay in the entry's.
 */
import { framePart } from './frame-part.js';
import type { PreviewBar } from './components/PreviewBar.js';

const part = framePart<typeof PreviewBar>('preview bar');

export const registerPreviewBar = part.register;
export const loadPreviewBar = part.load;
export const PreviewBarSlot = part.Slot;

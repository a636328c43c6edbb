/**
 * The pre-launch blackout screen as a part of the frame loaded on demand (client/frame-part.tsx):
 * its flag is off in every environment, so its code loads only where the flag is on. Its
 * stylesheet stays in the entry's, so the served screen is styled at once.
 */
import { framePart } from './frame-part.js';
import type { Blackout } from './components/Blackout.js';
import './components/blackout.css';

const part = framePart<typeof Blackout>('blackout screen');

export const registerBlackout = part.register;
export const loadBlackout = part.load;
export const BlackoutScreen = part.Slot;

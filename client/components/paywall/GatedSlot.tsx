import type { ComponentProps, ComponentType } from 'react';
import { PAYWALL_CLASS } from '../../../shared/content/paywall.js';
import type { GatedBody } from './GatedBody.js';
// Styles stay with the page (linked in the server's HTML), so the panel is styled at first paint.
import './paywall.css';

type Props = ComponentProps<typeof GatedBody>;

/**
 * Where a premium article's gated part goes. The paywall's code (panel, the members' fetch of the
 * rest, its styles) loads only for pages that have a gate: the paywall is off by default and most
 * articles are free, so it stays out of the article's JS budget (design §8). The browser loads it
 * before such a page renders (the page loader, and entry.tsx before hydration); the server
 * provides it from its bundle.
 */
let Loaded: ComponentType<Props> | undefined;

export function provideGatedBody(component: ComponentType<Props>): void {
  Loaded = component;
}

export function loadGatedBody(): Promise<void> {
  return import('./GatedBody.js').then((m) => provideGatedBody(m.GatedBody));
}

/** Whether a page's data is gated (what makes it need the module above). */
export function hasGate(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'gate' in data && data.gate !== undefined;
}

export function GatedSlot(props: Props) {
  // Not reached: every path to a gated page loads the module first. The element keeps the
  // JSON-LD's cssSelector true all the same.
  if (!Loaded) return <div className={PAYWALL_CLASS} />;
  return <Loaded {...props} />;
}

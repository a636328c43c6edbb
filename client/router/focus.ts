/**
 * Where focus starts after a client-side navigation: at the new page's content (its h1 in the main
 * landmark, else the landmark), as a full page load would have the reader begin, and not on the
 * control that led there (the header's search button the closed overlay gives focus back to, a
 * link that is gone). Without this, a screen reader stays on the old control and hears nothing of
 * the new page.
 */

/** 'page': focus moves to the new page's start; 'keep-in-main': it moves only if it is outside the page's content. */
export type PendingFocus = 'page' | 'keep-in-main';

/**
 * Moves focus to the page's start. With 'keep-in-main' (the same page with other parameters: a
 * filter link, 'Did you mean'), a reader who is already in the page's content stays where they are.
 */
export function focusPageStart(pending: PendingFocus): void {
  const main = document.getElementById('main');
  if (!main) return;
  const active = document.activeElement;
  if (pending === 'keep-in-main' && active && active !== document.body && main.contains(active)) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // Focusable by script only (not a Tab stop), and drawn without a ring (index.css): it is not a control.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * When a due site popup may open (issue 48): the rules beside sitePopupRules.ts's, in a module of
 * their own because only the panel's chunk imports them (SitePopupPanel re-exports whenQuiet), so
 * they stay out of every page's JS (the 130 kB budget). The rule is pure and unit-tested; the DOM
 * probe and the wait are thin.
 *
 * - Never over a paywall: skipped for that page view. The page already asks the reader for money
 *   (Premium); a second ask under it reads as noise, and the paywall stays for the page view (a
 *   sign-in reloads the page).
 * - Never over an open dialog (the account popup, search, the side menu and Sections panel) and
 *   never while the reader types: it waits until the dialog is closed and the typing has stopped
 *   (no text field focused, no key for TYPING_PAUSE_MS). Deferred rather than skipped: the reader
 *   is still on the page and the ask is as fitting a moment later; skipping would make whether it
 *   ever shows depend on when they happened to be typing.
 * - A premium body still loading (a member's placeholder) waits too: it may end in a paywall.
 */

/** A key pressed this recently still counts as typing. */
export const TYPING_PAUSE_MS = 2000;
/** How often a waiting popup looks again. */
export const POPUP_RECHECK_MS = 500;

export interface PageNow {
  /** A paywall panel is on the page. */
  paywall: boolean;
  /** The gated part of a premium article is still deciding (placeholder, loading). */
  gateBusy: boolean;
  /** A dialog or a side panel is open. */
  dialog: boolean;
  /** Focus is in a field that takes text. */
  editing: boolean;
  /** Milliseconds since the last key press (Infinity: none seen). */
  sinceKeyMs: number;
}

export type PopupMoment = 'show' | 'wait' | 'skip';

/** A gate still deciding comes first: its panel may be in the page but hidden (the member hint). */
export function popupMoment(page: PageNow): PopupMoment {
  if (page.gateBusy) return 'wait';
  if (page.paywall) return 'skip';
  if (page.dialog || page.editing || page.sinceKeyMs < TYPING_PAUSE_MS) return 'wait';
  return 'show';
}

/** Input types that take no typing (a checkbox in focus is no reason to wait). */
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether an element takes typed text: a text-like input, a textarea, a select or anything contenteditable. */
export function takesText(el: { tagName: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!el) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NOT_TEXT.has((el.type ?? 'text').toLowerCase());
}

const DIALOGS = 'dialog[open], [aria-modal="true"], .overlay--open';

function pageNow(doc: Document, sinceKeyMs: number): PageNow {
  return {
    paywall: doc.querySelector('.paywall') !== null,
    gateBusy: doc.querySelector('.article-body__premium[aria-busy="true"], .article-body__premium[data-pending]') !== null,
    dialog: doc.querySelector(DIALOGS) !== null,
    editing: takesText(doc.activeElement as HTMLInputElement | null),
    sinceKeyMs,
  };
}

/**
 * Resolves true once the page is quiet enough for the popup (popupMoment), false when it is to be
 * skipped or `live()` turns false (the page changed) while waiting.
 */
export function whenQuiet(live: () => boolean, doc: Document = document): Promise<boolean> {
  let lastKey = -Infinity;
  const onKey = () => (lastKey = performance.now());
  doc.addEventListener('keydown', onKey, true);
  return new Promise<boolean>((resolve) => {
    const look = () => {
      const moment = live() ? popupMoment(pageNow(doc, performance.now() - lastKey)) : 'skip';
      if (moment === 'wait') return void setTimeout(look, POPUP_RECHECK_MS);
      doc.removeEventListener('keydown', onKey, true);
      resolve(moment === 'show');
    };
    look();
  });
}

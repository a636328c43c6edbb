/**
 * The words of the save button of every story and card (docs/features/library.md). Apart from the
 * library's other messages (shared/library-ui-messages.ts, LIBRARY_UI) so that only these go into
 * every page's scripts (a module goes whole into the scripts of each page that uses any of it).
 */

/** The save button of stories and cards (aria-pressed tells whether the story is saved). */
export const SAVE_UI = {
  /** The button's accessible name: what it does, and to which story. */
  label: (title: string) => `Save “${title}” to read later`,
  save: 'Save',
  saved: 'Saved',
};

/**
 * What a reader sees of their library in the browser (docs/features/library.md): the save and
 * follow buttons, /for-you and the account page's Library card. The server's own messages are in
 * shared/library-messages.ts.
 * The buttons' words are in shared/library-button-messages.ts (SAVE_UI) and
 * shared/library-follow-messages.ts (FOLLOW_UI), modules of their own: they are on every story and card, and a module's code goes whole into the scripts of
 * every page that uses any of it (the 130 kB budget).
 */
import { SAVE_UI } from './library-button-messages.js';
import { FOLLOW_UI } from './library-follow-messages.js';


export const LIBRARY_UI = {
  save: SAVE_UI,
  follow: FOLLOW_UI,
  /** Any call that failed without a message of the server's. */
  failed: 'That did not work just now. Please try again.',
  signedOut: 'Your session has ended. Please log in again.',
  forYou: {
    title: 'For you',
    menuLink: 'For you',
    dek: 'The newest stories from the writers, sections and tags you follow.',
    signInPrompt: 'Log in to see the newest stories from the writers, sections and tags you follow.',
    logIn: 'Log in',
    noFollows: 'You follow nobody yet. Follow a writer, a section or a tag (the Follow button on their page) and their newest stories will be here.',
    browseContributors: 'Browse contributors',
    empty: 'Nothing new from what you follow yet.',
    loadFailed: 'Your stories could not be loaded just now. Please try again later.',
    more: 'More stories',
  },
  account: {
    heading: 'Library',
    saved: 'Saved stories',
    savedEmpty: 'Nothing saved yet. The Save button on a story keeps it here.',
    remove: (title: string) => `Remove “${title}” from saved stories`,
    removeText: 'Remove',
    history: 'Reading history',
    historyEmpty: 'No stories read yet.',
    historyOff: 'Your reading history is off: the stories you read are not recorded.',
    historySwitch: 'Keep a history of the stories I read',
    clearHistory: 'Clear history',
    historyCleared: 'Your reading history is cleared.',
    follows: 'Following',
    followsEmpty: 'You follow nobody yet.',
    unfollow: (name: string) => `Unfollow ${name}`,
    unfollowText: 'Unfollow',
    kinds: { author: 'Writer', section: 'Section', tag: 'Tag' },
    feed: 'Your private feed',
    feedIntro: 'An RSS address of your For-you stories for a feed reader. Keep it to yourself: anyone with it can read the list.',
    feedLabel: 'Feed address',
    copy: 'Copy',
    copied: 'Copied',
    newAddress: 'New address',
    newAddressDone: 'This is your new address; the old one no longer works.',
    loadFailed: 'Your library could not be loaded just now. Please try again later.',
    forYouLink: 'See your For-you page',
  },
};

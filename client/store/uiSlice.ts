import { createSlice, type PayloadAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import type { Theme } from '../../shared/theme.js';

/** UI state: theme, the open panels and search, scroll lock. */
export interface UiState {
  theme: Theme;
  sideNavIsOpen: boolean;
  sectionNavIsOpen: boolean;
  searchIsOpen: boolean;
  scrollLockIsActive: boolean;
  isHighlightSearchVisible: boolean;
}

export const initialUiState: UiState = {
  theme: 'default',
  sideNavIsOpen: false,
  sectionNavIsOpen: false,
  searchIsOpen: false,
  scrollLockIsActive: false,
  isHighlightSearchVisible: false,
};

const slice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {
    setTheme(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
    // Closing one panel also closes the other; an open panel locks page scroll.
    openSideNav(state) {
      state.sideNavIsOpen = true;
      state.sectionNavIsOpen = false;
      state.scrollLockIsActive = true;
    },
    closeSideNav(state) {
      state.sideNavIsOpen = false;
      state.sectionNavIsOpen = false;
      state.scrollLockIsActive = state.searchIsOpen;
    },
    openSectionNav(state) {
      state.sectionNavIsOpen = true;
      state.sideNavIsOpen = false;
      state.scrollLockIsActive = true;
    },
    closeSectionNav(state) {
      state.sectionNavIsOpen = false;
      state.sideNavIsOpen = false;
      state.scrollLockIsActive = state.searchIsOpen;
    },
    openSearch(state) {
      state.searchIsOpen = true;
      state.sideNavIsOpen = false;
      state.sectionNavIsOpen = false;
      state.scrollLockIsActive = true;
    },
    closeSearch(state) {
      state.searchIsOpen = false;
      state.scrollLockIsActive = state.sideNavIsOpen || state.sectionNavIsOpen;
    },
    setScrollLock(state, action: PayloadAction<boolean>) {
      state.scrollLockIsActive = action.payload;
    },
    setHighlightSearchVisible(state, action: PayloadAction<boolean>) {
      state.isHighlightSearchVisible = action.payload;
    },
    /** Route change: every panel closes. */
    closeAll(state) {
      state.sideNavIsOpen = false;
      state.sectionNavIsOpen = false;
      state.searchIsOpen = false;
      state.scrollLockIsActive = false;
    },
  },
});

export const uiActions = slice.actions;

const known = new Set<string>(Object.values(slice.actions).map((a) => a.type));

/** An unknown UI action throws (RTK reducers would silently ignore it). */
export const uiReducer: Reducer<UiState> = (state, action: UnknownAction) => {
  if (action.type.startsWith('ui/') && !known.has(action.type)) {
    throw new Error(`Unknown UI action: ${action.type}`);
  }
  return slice.reducer(state, action);
};

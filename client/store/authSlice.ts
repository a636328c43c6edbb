import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** spec §3 User, kept in browser storage. */
export interface User {
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  isPremium: boolean;
}

/** spec §2 account popup views; 'none' when closed. */
export type PopupView =
  | 'none'
  | 'login'
  | 'sign-up'
  | 'steps'
  | 'magic-link-login'
  | 'magic-link-confirmation'
  | 'password-recovery'
  | 'password-recovery-confirmation';

export type AuthStatus = 'idle' | 'loading' | 'failed';

export interface AuthState {
  user: User | null;
  view: PopupView;
  status: AuthStatus;
  errorMessage: string | null;
  /** The address the magic link was sent to, for the confirmation text. */
  magicLinkEmail: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  view: 'none',
  status: 'idle',
  errorMessage: null,
  magicLinkEmail: null,
};

const slice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    setUser(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
    clearUser(state) {
      state.user = null;
    },
    setPremium(state, action: PayloadAction<boolean>) {
      if (state.user) state.user.isPremium = action.payload;
    },
    openPopup(state, action: PayloadAction<Exclude<PopupView, 'none'>>) {
      state.view = action.payload;
      state.errorMessage = null;
    },
    closePopup(state) {
      state.view = 'none';
      state.errorMessage = null;
      state.status = 'idle';
    },
    /** Each auth call sets the loading flag, cleared on success or failure (spec §4). */
    requestStarted(state) {
      state.status = 'loading';
      state.errorMessage = null;
    },
    requestSucceeded(state) {
      state.status = 'idle';
    },
    requestFailed(state, action: PayloadAction<string>) {
      state.status = 'failed';
      state.errorMessage = action.payload;
    },
    setMagicLinkEmail(state, action: PayloadAction<string | null>) {
      state.magicLinkEmail = action.payload;
    },
  },
});

export const authActions = slice.actions;
export const authReducer = slice.reducer;

/** Premium means a user is present and isPremium is true (spec §4). */
export const selectIsPremium = (state: { auth: AuthState }): boolean => state.auth.user?.isPremium === true;

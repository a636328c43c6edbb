import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { AUTH_ERRORS } from '../../shared/messages.js';

/** The signed-in reader, kept in browser storage. */
export interface User {
  id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  isPremium: boolean;
}

/** The account popup's views; 'none' when closed. */
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

/**
 * The type prefix of authRequest, the createAsyncThunk of every auth call (authThunks.ts). The slice
 * matches its lifecycle by type rather than importing it: the slice is in every page's bundle, the
 * API client only in the account chunks.
 */
export const AUTH_REQUEST = 'auth/request';

function authRequestPhase(phase: 'pending' | 'fulfilled' | 'rejected') {
  return (action: UnknownAction): action is PayloadAction<string | undefined> => action.type === `${AUTH_REQUEST}/${phase}`;
}

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
    setMagicLinkEmail(state, action: PayloadAction<string | null>) {
      state.magicLinkEmail = action.payload;
    },
  },
  /** Each auth call sets the loading flag, cleared on success or failure. */
  extraReducers: (builder) => {
    builder
      .addMatcher(authRequestPhase('pending'), (state) => {
        state.status = 'loading';
        state.errorMessage = null;
      })
      .addMatcher(authRequestPhase('fulfilled'), (state) => {
        state.status = 'idle';
      })
      .addMatcher(authRequestPhase('rejected'), (state, action: PayloadAction<string | undefined>) => {
        state.status = 'failed';
        state.errorMessage = action.payload ?? AUTH_ERRORS.fallback;
      });
  },
});

export const authActions = slice.actions;
export const authReducer = slice.reducer;

/** Premium means a user is present and isPremium is true. */
export const selectIsPremium = (state: { auth: AuthState }): boolean => state.auth.user?.isPremium === true;

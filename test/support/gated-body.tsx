/**
 * What the gated body's component tests share (test/unit/components/paywall.test.tsx for premium
 * members, test/unit/gift-links/ for gift links): a gate and its rest, frame flags and a stored
 * user, the member hint, and a render that lets the fetches settle and is unmounted after the test.
 */
import { act, type ReactElement } from 'react';
import { unstubAllGlobals } from './globals.js';
import { renderWithProviders } from './render.js';
import { frameData } from './frame-data.js';
import { initialAuthState } from '../../client/store/authSlice.js';
import type { FrameData } from '../../shared/frame-data.js';
import { MEMBER_HINT_COOKIE } from '../../shared/member-hint.js';

export const gate = { kind: 'article', slug: 'a-story', bodyUrl: '/api/premium/articles/a-story/body' } as const;
export const rest = [{ _type: 'block', _key: 'r1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text: 'The ending only members read.', marks: [] }] }];
export const withFlags = (flags: Partial<FrameData['flags']>) => ({ ...frameData, flags: { ...frameData.flags, ...flags } }) as FrameData;
export const auth = (user: { isPremium: boolean } | null) => ({ auth: { ...initialAuthState, user } });

/** The session check's path. */
export const CHECK = '/api/auth/me';

/** A JSON answer, as the stubbed fetch gives it. */
export const answerWith = ({ status, body }: { status: number; body: unknown }) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const cleanups: (() => void)[] = [];

/** For afterEach: unmounts what was rendered, puts fetch back, drops the hint and storage. */
export function cleanUp(): void {
  for (const c of cleanups.splice(0)) c();
  unstubAllGlobals();
  document.cookie = `${MEMBER_HINT_COOKIE}=; Max-Age=0; Path=/`;
  localStorage.clear();
}

/** A browser holding a session: the server set the member hint with it. */
export const hinted = () => {
  document.cookie = `${MEMBER_HINT_COOKIE}=1; Path=/`;
};

/** Lets the fetches and their state updates settle. */
export const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

export async function render(ui: ReactElement, options: Parameters<typeof renderWithProviders>[1]) {
  const r = await renderWithProviders(ui, options);
  cleanups.push(r.unmount);
  await settle();
  return r;
}

import { useEffect, useRef, useState } from 'react';
import type { Block } from '../../../shared/content/blocks.js';
import { hasMemberHint } from '../../../shared/member-hint.js';
import { authActions } from '../../store/authSlice.js';
import { saveUser } from '../../store/authStorage.js';
import { checkSession, forgetUser } from '../../store/authThunks.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';
import { fetchPremiumBody } from '../../api/premium.js';
import type { PremiumBody } from '../../../shared/content/paywall.js';
import { blockPartsIn, loadParts } from '../../on-demand.js';

/**
 * `pending`: the server's render and the hydration, the same for every reader; the page's member
 * hint decides what shows (paywall.css). `loading`: a placeholder of the rest's height, never the
 * Subscribe pitch.
 */
export type PremiumRest =
  | { state: 'pending' }
  | { state: 'locked' }
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; blocks: Block[]; meter?: PremiumBody['meter'] };

/**
 * The gated part of a premium article's body, fetched after hydration when the reader is premium
 * (the public page never holds it; the server decides from the session). What the browser keeps
 * can be stale or gone (Safari clears storage after a week; a sign-in in another tab), so the
 * server's session is the truth: when the page's member hint says this browser holds a session,
 * or a stored user is not premium, the session is checked once (checkSession) and the store takes
 * the server's answer. A premium member whose rest the server refuses loses the flag (403) or the
 * stored user (401, signed out elsewhere) and sees the paywall.
 *
 * `metered` (the frame data's `freePremiumReads`, and no gift link on the page): a signed-in free
 * member asks too, and the server's meter decides (server/members/meter.ts): the rest with the free
 * premium stories left this month, or 403 once they are spent (the paywall, as for anyone).
 */
export function usePremiumRest(bodyUrl: string, metered = false): PremiumRest {
  const { user } = useAuth();
  const signedIn = user !== null;
  const premium = user?.isPremium === true;
  const dispatch = useAppDispatch();
  const [rest, setRest] = useState<PremiumRest>({ state: 'pending' });
  // This page's session check: null before it; under way with the placeholder (the member hint
  // said signed in) or without it (only storage did: the panel stays); then done or failed.
  const [check, setCheck] = useState<'placeholder' | 'quiet' | 'done' | 'failed' | null>(null);
  const checked = useRef(false);
  // Whether the page's member hint was there (read once, after hydration).
  const hint = useRef<boolean | null>(null);
  const current = useRef(user);
  current.current = user;
  // Storage alone is not enough to fetch the rest: the hint (set and cleared with the session) or
  // the server's own answer must agree that this reader is signed in.
  const ready = (premium || (metered && signedIn)) && (hint.current === true || check === 'done' || check === 'failed');
  useEffect(() => {
    const hinted = (hint.current ??= hasMemberHint(document.cookie));
    if (!ready) {
      setRest({ state: 'locked' });
      if (!checked.current && (signedIn || hinted)) {
        checked.current = true;
        setCheck(hinted ? 'placeholder' : 'quiet');
        dispatch(checkSession()).then((a) => setCheck(checkSession.rejected.match(a) ? 'failed' : 'done'));
      }
      return;
    }
    const abort = new AbortController();
    setRest({ state: 'loading' });
    fetchPremiumBody(bodyUrl, abort.signal)
      .then(async (answer) => {
        // The server has spoken for this page: no session check after it.
        if (answer.kind !== 'body') checked.current = true;
        if (answer.kind === 'signed-out') {
          dispatch(forgetUser());
          return;
        }
        if (answer.kind === 'not-premium') {
          dispatch(authActions.setPremium(false));
          if (current.current) saveUser({ ...current.current, isPremium: false });
          // A free member on the meter with this month's free stories spent: the paywall.
          if (!abort.signal.aborted) setRest({ state: 'locked' });
          return;
        }
        const { blocks, meter } = answer.body;
        // The rest may embed a part (a podcast player, an image carousel) the teaser did not: its blocks are the body's own.
        await loadParts(blockPartsIn(blocks));
        if (!abort.signal.aborted) setRest({ state: 'loaded', blocks, ...(meter ? { meter } : {}) });
      })
      .catch(() => {
        if (!abort.signal.aborted) setRest({ state: 'failed' });
      });
    return () => abort.abort();
  }, [bodyUrl, signedIn, ready, dispatch]);
  if (check === 'placeholder' && rest.state === 'locked') return { state: 'loading' };
  if (check === 'failed' && rest.state === 'locked' && !signedIn) return { state: 'failed' };
  return rest;
}

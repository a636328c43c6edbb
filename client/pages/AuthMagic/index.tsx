import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LINK_INVALID } from '../../../shared/messages.js';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { isSafeLocalPath } from '../../../shared/links.js';
import { LandingPage, LandingStatus } from '../../auth/landing.js';
import { emailError } from '../../auth/validation.js';
import { EmailField } from '../../components/AccountPopup/fields.js';
import { authActions } from '../../store/authSlice.js';
import { loadMagicLinkEmail } from '../../store/authStorage.js';
import { loginWithMagicLink } from '../../store/authThunks.js';
import { useAppDispatch } from '../../store/hooks.js';

const TEXT = {
  title: 'Log in with Magic Link',
  signingIn: 'Logging you in…',
  askEmail: 'To finish logging in, enter the email address this link was sent to.',
  done: 'You’re logged in.',
  noToken: 'This link is incomplete. Ask for a new one below.',
  dead: 'This link has already been used or has expired. Ask for a new one below.',
  newLink: 'Email me a new link',
} as const;

type Phase = 'checking' | 'ask' | 'signing-in' | 'done' | 'no-token' | 'dead';

/**
 * /auth/magic?token=…&email=…: the link's token is used only by the POST sent from here (a mail
 * scanner's GET uses nothing). The address the link was sent to signs in at once when this browser
 * asked for it; otherwise the form asks, filled in with the link's address (or empty without one).
 * A used or expired link says so and offers a new one, instead of asking again.
 */
export default function AuthMagicPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const linkEmail = (params.get('email') ?? '').trim();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('checking');
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const started = useRef(false);

  const signIn = useCallback(
    async (address: string) => {
      setPhase('signing-in');
      setError(undefined);
      const r = await dispatch(loginWithMagicLink({ token, email: address }));
      if (!r.ok) {
        // Sent with the link's own address, a refused link is used up or expired: nothing to correct.
        if (r.message === LINK_INVALID && linkEmail !== '' && sameAddress(address, linkEmail)) {
          setPhase('dead');
          return;
        }
        // The server keeps the token when the address does not match: the reader may correct it.
        setEmail(address);
        setError(r.message);
        setPhase('ask');
        return;
      }
      setPhase('done');
      // Only a path on this site, whatever the answer says: this page never sends a reader off-site.
      const { returnTo } = r.value;
      navigate(isSafeLocalPath(returnTo) ? returnTo : '/', { replace: true });
    },
    [dispatch, navigate, token, linkEmail],
  );

  useEffect(() => {
    // Once per page load: the token is single use (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    const stored = loadMagicLinkEmail();
    if (!token) setPhase('no-token');
    else if (stored && (!linkEmail || sameAddress(stored, linkEmail))) void signIn(stored);
    else {
      setEmail(linkEmail);
      setPhase('ask');
    }
  }, [signIn, token, linkEmail]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = emailError(email);
    setFieldError(problem);
    if (!problem) void signIn(email.trim());
  };

  const busy = phase === 'checking' || phase === 'signing-in';
  return (
    <LandingPage title={TEXT.title}>
      <LandingStatus
        status={busy ? TEXT.signingIn : phase === 'done' ? TEXT.done : undefined}
        error={phase === 'no-token' ? TEXT.noToken : phase === 'dead' ? TEXT.dead : error}
      />
      {phase === 'ask' && (
        <form className="auth-landing__form" onSubmit={submit} noValidate>
          <p>{TEXT.askEmail}</p>
          <EmailField value={email} onChange={setEmail} error={fieldError} />
          <button type="submit" className="button">
            {ACCOUNT.logIn}
          </button>
        </form>
      )}
      {(phase === 'ask' || phase === 'no-token' || phase === 'dead') && (
        <button type="button" className="account-popup__link" onClick={() => dispatch(authActions.openPopup('magic-link-login'))}>
          {TEXT.newLink}
        </button>
      )}
    </LandingPage>
  );
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

import { Link } from '../Link.js';
import { ACCOUNT } from '../../../shared/account-messages.js';
import { useSubscribeReturn } from '../../auth/useSubscribeReturn.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { checkSubscription } from '../../store/authThunks.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';
import { FormError } from './fields.js';

const SUBSCRIBE_PATH = '/subscribe';
/** Read by screen readers after a step that is behind the reader (the tick says it to the eye). */
const STEP_DONE = 'done';

function CheckIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" focusable="false">
      <path d="M3 8.5l3.2 3L13 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * Next Steps. With login enabled /subscribe opens in a new tab and the reader comes
 * back here, which starts the subscription rechecks; without it, the same tab and the popup closes.
 */
export function StepsView() {
  const dispatch = useAppDispatch();
  const { flags, content } = useFrameData();
  const { status, user } = useAuth();
  const armRecheck = useSubscribeReturn();
  const last = flags.login ? ACCOUNT.stepComeBack(content.settings.siteName) : ACCOUNT.stepAllSet;
  return (
    <>
      <ol className="account-steps">
        {[ACCOUNT.stepCreateAccount, ACCOUNT.stepChooseTier, last].map((text, i) => {
          // Step 1 is behind whoever sees this view signed in (a sign-up or a login leads here).
          const done = i === 0 && user !== null;
          return (
            <li key={text} className={done ? 'account-steps__box account-steps__box--done' : 'account-steps__box'}>
              <span className="account-steps__number" aria-hidden="true">
                {done ? <CheckIcon /> : i + 1}
              </span>
              <span>
                {text}
                {done && <span className="visually-hidden"> ({STEP_DONE})</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {flags.login ? (
        // A new tab: target=_blank implies noopener, so /subscribe cannot reach back into this page.
        <a className="button account-popup__submit" href={SUBSCRIBE_PATH} target="_blank" rel="noopener" onClick={armRecheck}>
          {ACCOUNT.continue}
        </a>
      ) : (
        <Link className="button account-popup__submit" to={SUBSCRIBE_PATH} onClick={() => dispatch(authActions.closePopup())}>
          {ACCOUNT.continue}
        </Link>
      )}
      <FormError />
      <button
        type="button"
        className="account-popup__link"
        disabled={status === 'loading'}
        onClick={() => void dispatch(checkSubscription())}
      >
        {ACCOUNT.alreadySubscribed}
      </button>
    </>
  );
}

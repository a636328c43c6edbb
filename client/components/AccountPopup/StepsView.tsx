import { Link } from '../Link.js';
import { ACCOUNT } from '../../../shared/messages.js';
import { useSubscribeReturn } from '../../auth/useSubscribeReturn.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { checkSubscription } from '../../store/authThunks.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';
import { FormError } from './fields.js';

const SUBSCRIBE_PATH = '/subscribe';

/**
 * Next Steps. With login enabled /subscribe opens in a new tab and the reader comes
 * back here, which starts the subscription rechecks; without it, the same tab and the popup closes.
 */
export function StepsView() {
  const dispatch = useAppDispatch();
  const { flags, content } = useFrameData();
  const { status } = useAuth();
  const armRecheck = useSubscribeReturn();
  const last = flags.login ? ACCOUNT.stepComeBack(content.settings.siteName) : ACCOUNT.stepAllSet;
  return (
    <>
      <ol className="account-steps">
        {[ACCOUNT.stepCreateAccount, ACCOUNT.stepChooseTier, last].map((text, i) => (
          <li key={text} className="account-steps__box">
            <span className="account-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{text}</span>
          </li>
        ))}
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

import { PAYWALL } from '../../../shared/premium-messages.js';
import { useFrameData } from '../../root-data.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';
import { Link } from '../Link.js';
import { preloadAccountPopup } from '../AccountPopup/index.js';
import { noteSource } from '../../members/attribution.js';

/**
 * What a reader who is not a premium member finds where a premium article's teaser ends: why it
 * stops, the way to subscribe, and (login flag on, nobody signed in) the way back in for members.
 */
export function PaywallPanel() {
  const { content, flags } = useFrameData();
  const { user } = useAuth();
  const dispatch = useAppDispatch();
  return (
    <section className="paywall" aria-labelledby="paywall-heading">
      <p className="paywall__badge" aria-hidden="true">
        PREMIUM
      </p>
      <h2 id="paywall-heading" className="paywall__heading">
        {PAYWALL.heading}
      </h2>
      <p className="paywall__copy">{PAYWALL.copy(content.settings.siteName)}</p>
      <p className="paywall__actions">
        {flags.subscriptionPage && (
          <Link to="/subscribe" className="button paywall__subscribe" onClick={() => noteSource(window.location.pathname, 'page')}>
            {PAYWALL.subscribe}
          </Link>
        )}
        {flags.login && !user && (
          <span className="paywall__login">
            {PAYWALL.haveAccount}{' '}
            <button
              type="button"
              className="paywall__login-button"
              onPointerEnter={preloadAccountPopup}
              onFocus={preloadAccountPopup}
              onClick={() => dispatch(authActions.openPopup('login'))}
            >
              {PAYWALL.logIn}
            </button>
          </span>
        )}
      </p>
    </section>
  );
}

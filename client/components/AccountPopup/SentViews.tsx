import { ACCOUNT } from '../../../shared/account-messages.js';
import { authActions } from '../../store/authSlice.js';
import { useAppDispatch, useAuth } from '../../store/hooks.js';

/** 'Check your {email} inbox…' with the address the link went to, or 'email' when none is known. */
export function MagicLinkSentView() {
  const dispatch = useAppDispatch();
  const { magicLinkEmail } = useAuth();
  return (
    <>
      <p role="status">{ACCOUNT.magicLinkSentBody(magicLinkEmail ?? undefined)}</p>
      <button type="button" className="button button--secondary account-popup__submit" onClick={() => dispatch(authActions.closePopup())}>
        {ACCOUNT.didntGetEmail}
      </button>
    </>
  );
}

export function ResetSentView() {
  return <p role="status">{ACCOUNT.resetSentBody}</p>;
}

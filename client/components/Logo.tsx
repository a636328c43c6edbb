import { Link } from './Link.js';
import { useAppSelector } from '../store/hooks.js';
import { selectIsPremium } from '../store/authSlice.js';

/** The wordmark, with the PREMIUM badge for premium readers. */
export function Logo({ siteName }: { siteName: string }) {
  const premium = useAppSelector(selectIsPremium);
  return (
    <Link to="/" className="logo" aria-label={`${siteName} home`}>
      <span className="logo__mark" aria-hidden="true">
        {siteName}
      </span>
      {premium && <span className="logo__badge">PREMIUM</span>}
    </Link>
  );
}

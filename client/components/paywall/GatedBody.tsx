import type { CSSProperties } from 'react';
import { PAYWALL } from '../../../shared/premium-messages.js';
import { METER } from '../../../shared/meter-messages.js';
import { useLocation } from 'react-router';
import { useFrameData } from '../../root-data.js';
import { PAYWALL_CLASS, type PaywallGate } from '../../../shared/content/paywall.js';
import { Body } from '../content/body/Body.js';
import type { BodyContextValue } from '../content/body/BodyContext.js';
import { useAuth } from '../../store/hooks.js';
import { GiftButton, GiftedRest, GiftExpired } from '../../gift-links/GiftParts.js';
import { PaywallPanel } from './PaywallPanel.js';
import { usePremiumRest } from './usePremiumRest.js';
import { useGiftRest } from '../../gift-links/useGiftRest.js';
import './paywall.css';

interface Props {
  gate: PaywallGate;
  /** Class of the body text above, so the rest reads as its continuation. */
  bodyClassName: string;
  context?: Partial<BodyContextValue>;
}

/**
 * The gated part of a premium article, after its teaser: one element with a stable class (the
 * JSON-LD's hasPart names it) holding the paywall panel, or for a premium member the rest of the
 * body and the way to gift it, or for a free member on the meter the rest after how many free
 * premium stories are left this month, or for a reader holding a gift link (`?gift=`) the rest with who
 * gave it and a call to subscribe at its end (the gift link's parts: client/gift-links/).
 */
export function GatedBody({ gate, bodyClassName, context }: Props) {
  // Metered reads (FREE_PREMIUM_READS): a free member asks for the rest on the meter, unless a gift
  // link opens this story (that costs them nothing).
  const { freePremiumReads = 0 } = useFrameData();
  const { search } = useLocation();
  const metered = freePremiumReads > 0 && !new URLSearchParams(search).has('gift');
  const rest = usePremiumRest(gate.bodyUrl, metered);
  const premium = useAuth().user?.isPremium === true;
  const gift = useGiftRest(gate, !premium);
  const continued = `${bodyClassName} body--continued`;
  if (gift.state === 'loaded') return <GiftedRest blocks={gift.blocks} from={gift.from} className={continued} context={context} />;
  const loading = rest.state === 'loading' || gift.state === 'loading';
  const pending = rest.state === 'pending' && gift.state !== 'loading';
  // Pending (the server's render and the hydration, one for every reader): the panel, and the
  // placeholder a member's page shows instead before its first paint (paywall.css, the member hint).
  return (
    <div className={PAYWALL_CLASS} aria-busy={loading} data-pending={pending || undefined}>
      {rest.state === 'loaded' ? (
        <>
          {rest.meter && (
            <p className="paywall__meter" role="status">
              {METER.left(rest.meter.left)}
            </p>
          )}
          <Body value={rest.blocks} className={continued} context={context} />
          {/* Gift links are a premium member's: a metered read gives none. */}
          {!rest.meter && <GiftButton />}
        </>
      ) : loading ? (
        <Placeholder gate={gate} />
      ) : (
        <>
          {pending && <Placeholder gate={gate} />}
          {(rest.state === 'failed' || gift.state === 'failed') && (
            <p className="paywall__status" role="alert">
              {PAYWALL.failed}
            </p>
          )}
          {gift.state === 'expired' && <GiftExpired />}
          {(rest.state === 'locked' || pending) && <PaywallPanel />}
        </>
      )}
    </div>
  );
}

/** About the rest's height (paywall.css estimates it from the rest's size), with a status for screen readers. */
function Placeholder({ gate }: { gate: PaywallGate }) {
  const size = gate.size ?? { chars: 0, blocks: 0, media: 0 };
  const style = { '--chars': size.chars, '--blocks': size.blocks, '--media': size.media } as CSSProperties;
  return (
    <div className="body paywall__placeholder" style={style}>
      <p className="visually-hidden" role="status">
        {PAYWALL.loading}
      </p>
    </div>
  );
}

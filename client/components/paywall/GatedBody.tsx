import { PAYWALL } from '../../../shared/premium-messages.js';
import { PAYWALL_CLASS, type PaywallGate } from '../../../shared/content/paywall.js';
import { Body } from '../content/body/Body.js';
import type { BodyContextValue } from '../content/body/BodyContext.js';
import { PaywallPanel } from './PaywallPanel.js';
import { usePremiumRest } from './usePremiumRest.js';
import './paywall.css';

interface Props {
  gate: PaywallGate;
  /** Class of the body text above, so the rest reads as its continuation. */
  bodyClassName: string;
  context?: Partial<BodyContextValue>;
}

/**
 * The gated part of a premium article, after its teaser: one element with a stable class (the
 * JSON-LD's hasPart names it) holding the paywall panel, or for a premium member the rest of the body.
 */
export function GatedBody({ gate, bodyClassName, context }: Props) {
  const rest = usePremiumRest(gate.bodyUrl);
  return (
    <div className={PAYWALL_CLASS} aria-busy={rest.state === 'loading'}>
      {rest.state === 'loaded' ? (
        <Body value={rest.blocks} className={`${bodyClassName} body--continued`} context={context} />
      ) : rest.state === 'loading' ? (
        <p className="paywall__status" role="status">
          {PAYWALL.loading}
        </p>
      ) : (
        <>
          {rest.state === 'failed' && (
            <p className="paywall__status" role="alert">
              {PAYWALL.failed}
            </p>
          )}
          {rest.state === 'locked' && <PaywallPanel />}
        </>
      )}
    </div>
  );
}

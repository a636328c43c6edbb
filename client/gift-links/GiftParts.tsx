/**
 * A gift link's parts of a premium story's gated body (client/components/paywall/GatedBody.tsx):
 * the rest a gift link opens, with who gave it and a call to subscribe; the note for a link that
 * no longer opens; and a premium member's button that makes one.
 */
import { noteSource } from '../members/attribution.js';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { GIFT } from '../../shared/premium-messages.js';
import { PAYWALL_CLASS } from '../../shared/content/paywall.js';
import type { Block } from '../../shared/content/blocks.js';
import { Body } from '../components/content/body/Body.js';
import type { BodyContextValue } from '../components/content/body/BodyContext.js';
import { createGiftLink, type MadeGiftLink } from '../api/gift-links.js';
import { useFrameData } from '../root-data.js';
import { formatDate } from '../components/content/format.js';
import { Link } from '../components/Link.js';

/** The gated part of a story a gift link opened: who gave it, the rest, and the call to subscribe. */
export function GiftedRest({ blocks, from, className, context }: { blocks: Block[]; from: string; className: string; context?: Partial<BodyContextValue> }) {
  return (
    <div className={PAYWALL_CLASS}>
      <GiftFrom from={from} />
      <Body value={blocks} className={className} context={context} />
      <GiftSubscribe />
    </div>
  );
}

/** Above a gifted story's rest: who gave it. */
export function GiftFrom({ from }: { from: string }) {
  return (
    <p className="gift__from" role="status">
      {GIFT.givenBy(from)}
    </p>
  );
}

/** At the end of a gifted story: the call to subscribe. */
export function GiftSubscribe() {
  const { content, flags } = useFrameData();
  return (
    <section className="gift__subscribe" aria-labelledby="gift-subscribe-heading">
      <h2 id="gift-subscribe-heading" className="gift__heading">
        {GIFT.subscribeHeading}
      </h2>
      <p>{GIFT.subscribeCopy(content.settings.siteName)}</p>
      {flags.subscriptionPage && (
        <Link to="/subscribe" className="button" onClick={() => noteSource(window.location.pathname, 'gift-link')}>
          {GIFT.subscribe}
        </Link>
      )}
    </section>
  );
}

/** In place of the rest when a gift link no longer opens: said plainly, above the paywall panel. */
export function GiftExpired() {
  return (
    <p className="gift__expired" role="status">
      <strong>{GIFT.expired}</strong> {GIFT.expiredCopy}
    </p>
  );
}

type State = { kind: 'idle' } | { kind: 'creating' } | { kind: 'made'; made: MadeGiftLink } | { kind: 'failed'; message: string };

/** For a premium member, after the story: make a gift link of it, then copy it. */
export function GiftButton() {
  const { pathname } = useLocation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [copied, setCopied] = useState(false);
  const create = async () => {
    setState({ kind: 'creating' });
    try {
      setState({ kind: 'made', made: await createGiftLink(pathname) });
    } catch (err) {
      setState({ kind: 'failed', message: (err as Error).message });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section className="gift" aria-label={GIFT.giftThisStory}>
      {state.kind !== 'made' && (
        <button type="button" className="button button--secondary gift__button" disabled={state.kind === 'creating'} onClick={create}>
          {GIFT.giftThisStory}
        </button>
      )}
      {state.kind === 'creating' && (
        <p className="gift__note" role="status">
          {GIFT.creating}
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="gift__note" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'made' && (
        <div className="gift__made">
          <label className="gift__label" htmlFor="gift-link">
            {GIFT.linkLabel}
          </label>
          <div className="gift__row">
            <input id="gift-link" className="gift__url" type="text" readOnly value={state.made.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button gift__copy" onClick={() => copy(state.made.url)}>
              {copied ? GIFT.copied : GIFT.copy}
            </button>
          </div>
          <p className="gift__note">
            {GIFT.expires(formatDate(state.made.expiresAt))} <span className="gift__remaining">{GIFT.remaining(state.made.remaining)}</span>
          </p>
        </div>
      )}
    </section>
  );
}

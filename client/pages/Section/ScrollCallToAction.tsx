import { useState } from 'react';
import { SmartLink } from '../../components/SmartLink.js';

/**
 * The section scroll call to action (global settings): a bar that stays at the foot of the
 * window while the reader scrolls the section, sliding in once they start (CSS scroll timeline,
 * so the server HTML is already right), until dismissed. It steps aside while a site popup is open
 * (the `sticky-ask` class), so the two never overlap.
 */
export function ScrollCallToAction({ text, link }: { text: string; link: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <aside className="scroll-cta sticky-ask no-print" aria-label="From the magazine">
      <SmartLink href={link} className="scroll-cta__link">
        {text} <span aria-hidden="true">→</span>
      </SmartLink>
      <button type="button" className="scroll-cta__close" onClick={() => setDismissed(true)}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">Dismiss</span>
      </button>
    </aside>
  );
}

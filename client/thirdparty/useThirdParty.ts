/** The frame's hook for everything third-party: deferred scripts and delegated analytics listeners. */
import { useEffect } from 'react';
import type { ThirdPartyConfig } from '../../shared/thirdparty/config.js';
import { listenForDonateClicks } from './donateClicks.js';
import { whenIdleAfterLoad } from './idle.js';

export function useThirdParty(config: ThirdPartyConfig | undefined, preview: boolean): void {
  // Effects run after hydration has committed: that, then the load event and an idle moment, is
  // 'after the page is interactive'. Root data never revalidates, so this runs once per page load.
  useEffect(() => {
    if (!config) return;
    // Editors previewing drafts are not readers: no trackers or ads for them, only error reporting.
    const enabled: ThirdPartyConfig = preview ? { sentry: config.sentry } : config;
    // The loader is a chunk of its own: pages with nothing configured never fetch it.
    whenIdleAfterLoad(() => void import('./loader.js').then((m) => m.loadThirdParty(enabled)).catch(() => undefined));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page load (see above)
  }, []);

  useEffect(() => listenForDonateClicks(), []);
}

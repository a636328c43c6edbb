import type { PortableTextTypeComponentProps } from '@portabletext/react';
import type { AdSize, AdSlotBlock } from '../../../../shared/content/schema-types.js';
import { useFrameData } from '../../../root-data.js';
import './ad-slot.css';

/** The six ad sizes: 300x300, 300x600, 320x50, 728x90, 970x90, 970x250. */
export const AD_SIZES: readonly AdSize[] = ['300x300', '300x600', '320x50', '728x90', '970x90', '970x250'];

export function adDimensions(size: AdSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
}

function Box({ size, className }: { size: AdSize; className: string }) {
  const { width, height } = adDimensions(size);
  return (
    <div className={`ad-slot__box ${className}`} style={{ width, height, maxWidth: '100%' }} data-ad-size={size}>
      <span className="ad-slot__label">Advertisement</span>
    </div>
  );
}

/**
 * With an ads script configured (ADS_SCRIPT_URL), a reserved box of exactly the ad's size, so an
 * ad filling it later never shifts the text; with a mobileSize, the small box shows on narrow
 * screens and the large one from 768 px. Without one no ad can ever arrive, so nothing is reserved.
 */
export function AdSlot({ value }: PortableTextTypeComponentProps<AdSlotBlock>) {
  const adsConfigured = Boolean(useFrameData().thirdParty?.adsScriptUrl);
  if (!adsConfigured || !AD_SIZES.includes(value.size)) return null;
  const mobile = value.mobileSize && AD_SIZES.includes(value.mobileSize) ? value.mobileSize : undefined;
  return (
    <aside className="ad-slot no-print" aria-label="Advertisement">
      {mobile ? (
        <>
          <Box size={mobile} className="ad-slot__box--mobile" />
          <Box size={value.size} className="ad-slot__box--desktop" />
        </>
      ) : (
        <Box size={value.size} className="ad-slot__box--any" />
      )}
    </aside>
  );
}

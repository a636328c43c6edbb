import { NEWSLETTER, theProduct } from '../../../shared/messages.js';
import { PremiumBadge } from '../../../client/components/content/PremiumBadge.js';
import { renderToString } from 'react-dom/server';

describe('copy: no doubled articles or words', () => {
  it('a product name with its own article replaces the spec’s “the”', () => {
    expect(NEWSLETTER.success('The Colophon')).toBe('Success! You have subscribed to The Colophon newsletter');
    expect(NEWSLETTER.success('Colophon')).toBe('Success! You have subscribed to the Colophon newsletter');
    expect(theProduct('the colophon')).toBe('the colophon');
  });

  it('the premium badge never reads “PREMIUM Premium”', () => {
    expect(renderToString(<PremiumBadge caption="Premium" />)).not.toMatch(/premium-line__caption/);
    expect(renderToString(<PremiumBadge caption="Members’ issue" />)).toContain('Members’ issue');
  });
});

/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * The gated part of a premium article for a free member with metered reads on (the frame data's
 * `freePremiumReads`): the rest is asked for with their cookie and shown after how many free
 * premium stories are left this month; once the server says they are spent (403), the paywall
 * panel, as for anyone. A visitor asks nothing; with the meter off a free member asks nothing.
 */
import { stubGlobal } from '../../support/globals.js';
import { frameData } from '../../support/frame-data.js';
import { CHECK, answerWith, auth, cleanUp, gate, hinted, render, rest } from '../../support/gated-body.js';
import { GatedBody } from '../../../client/components/paywall/GatedBody.js';
import type { FrameData } from '../../../shared/frame-data.js';
import { GIFT, PAYWALL } from '../../../shared/premium-messages.js';
import { METER } from '../../../shared/meter-messages.js';
import { PAYWALL_SELECTOR } from '../../../shared/content/paywall.js';

let requests: string[];
let answer: { status: number; body: unknown };
const metered = { ...frameData, flags: { ...frameData.flags, login: true }, freePremiumReads: 2 } as FrameData;

beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { blocks: rest, meter: { left: 1, limit: 2 } } };
  stubGlobal('fetch', async (url: string) => {
    requests.push(url);
    return answerWith(url === CHECK ? { status: 200, body: { user: { email: 'f@example.com', isPremium: false } } } : answer);
  });
});

afterEach(cleanUp);

describe('<GatedBody> with metered reads', () => {
  it('gives a signed-in free member the rest, with the free stories left this month and no gift button', async () => {
    hinted();
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: metered, preloadedState: auth({ isPremium: false }) });
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(requests).toEqual([CHECK, gate.bodyUrl]);
    expect(gated.querySelector('.paywall__meter')?.textContent).toBe(METER.left(1));
    expect(METER.left(1)).toBe('You have 1 free premium story left this month.');
    expect(METER.left(0)).toBe('You have no free premium stories left this month.');
    expect(gated.querySelector('.body--continued')?.textContent).toBe('The ending only members read.');
    expect(gated.textContent).not.toContain(PAYWALL.heading);
    expect(gated.textContent).not.toContain(GIFT.giftThisStory);
  });

  it('shows the paywall once the meter is spent (403)', async () => {
    hinted();
    answer = { status: 403, body: { error: { code: 'meter-spent', message: METER.spent(2) } } };
    const { container } = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: metered, preloadedState: auth({ isPremium: false }) });
    const gated = container.querySelector(PAYWALL_SELECTOR)!;
    expect(requests).toEqual([CHECK, gate.bodyUrl]);
    expect(gated.querySelector('h2')?.textContent).toBe(PAYWALL.heading);
    expect(gated.querySelector('.paywall__meter')).toBeNull();
    expect(gated.querySelector('.body--continued')).toBeNull();
  });

  it('asks nothing for a visitor, nor for a free member with the meter off', async () => {
    const visitor = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: metered });
    expect(visitor.container.textContent).toContain(PAYWALL.heading);
    expect(requests).toEqual([]);
    hinted();
    const off = await render(<GatedBody gate={gate} bodyClassName="article__body" />, { frame: { ...metered, freePremiumReads: undefined }, preloadedState: auth({ isPremium: false }) });
    expect(requests).not.toContain(gate.bodyUrl);
    expect(off.container.textContent).toContain(PAYWALL.heading);
  });
});

import { frontPageTime, isoSeconds, latestSince, nowParam, roundDownToMinutes } from '../../../server/content/time.js';
import { PREVIEW_DATE } from '../../../shared/constants.js';

describe('release-gating time', () => {
  it('rounds down to 15 minutes', () => {
    const at = (iso: string) => isoSeconds(roundDownToMinutes(new Date(iso), 15));
    expect(at('2024-05-01T10:14:59.999Z')).toBe('2024-05-01T10:00:00Z');
    expect(at('2024-05-01T10:15:00Z')).toBe('2024-05-01T10:15:00Z');
    expect(at('2024-05-01T10:44:10Z')).toBe('2024-05-01T10:30:00Z');
    expect(at('2024-05-01T23:59:59Z')).toBe('2024-05-01T23:45:00Z');
  });

  it('uses the rounded time for the front page, and the preview date in preview', () => {
    const date = new Date('2024-05-01T10:29:00Z');
    expect(frontPageTime(false, date)).toBe('2024-05-01T10:15:00Z');
    expect(frontPageTime(true, date)).toBe(PREVIEW_DATE);
    expect(nowParam(false, date)).toBe('2024-05-01T10:29:00Z');
    expect(nowParam(true, date)).toBe('2099-01-01T00:00:00Z');
  });

  it('starts the latest-articles window 10 days back', () => {
    expect(latestSince(new Date('2024-05-11T00:00:00Z'))).toBe('2024-05-01T00:00:00Z');
  });
});

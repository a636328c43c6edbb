/** Sundown and countdown arithmetic of the holiday countdown (client/components/holiday). */
import { countdownParts, countdownPhrase, holidayPhase, noSundownMessage } from '../../../client/components/holiday/countdown.js';
import { dayNoonUtc, holidayWindow, noSundownOn, previousDay, sundownBefore, sunsetOn } from '../../../client/components/holiday/sundown.js';

const MINUTE = 60_000;
/** Within `minutes` of an almanac time. */
const near = (actual: Date | null, expected: string, minutes = 3) => {
  expect(actual).not.toBeNull();
  expect(Math.abs(actual!.getTime() - Date.parse(expected))).toBeLessThan(minutes * MINUTE);
};

describe('sundown', () => {
  it('is sunset on the evening before the first day, where the reader is', () => {
    // Hanukkah 2026 starts on December 5: candles at sundown on December 4.
    near(sundownBefore('2026-12-05', 40.7128, -74.006), '2026-12-04T21:28:00Z'); // New York, 4:28 pm EST
    near(sundownBefore('2026-12-05', 31.778, 35.235), '2026-12-04T14:36:00Z'); // Jerusalem, 4:36 pm IST
    near(sundownBefore('2026-12-05', 35.68, 139.69), '2026-12-04T07:28:00Z'); // Tokyo, 4:28 pm JST
  });

  it('stays on the local evening far west and far east of Greenwich', () => {
    // 4:43 pm in Los Angeles on December 4 is already December 5 in UTC.
    near(sundownBefore('2026-12-05', 34.05, -118.24), '2026-12-05T00:43:00Z');
    near(sundownBefore('2026-12-05', 21.31, -157.86), '2026-12-05T03:49:00Z'); // Honolulu
    near(sundownBefore('2026-12-05', -36.85, 174.76), '2026-12-04T07:27:00Z'); // Auckland, 8:27 pm NZDT
  });

  it('has no sunset in polar night or midnight sun, and none for bad input', () => {
    expect(sunsetOn('2026-12-04', 69.65, 18.96)).toBeNull(); // Tromsø in December
    expect(sunsetOn('2026-06-21', 69.65, 18.96)).toBeNull(); // Tromsø at midsummer
    expect(sunsetOn('2026-02-30', 40, -74)).toBeNull();
    expect(sunsetOn('soon', 40, -74)).toBeNull();
    expect(sunsetOn('2026-12-04', 91, 0)).toBeNull();
    expect(sunsetOn('2026-12-04', Number.NaN, 0)).toBeNull();
  });

  it('reads dates by their calendar day', () => {
    expect(dayNoonUtc('2027-03-01')).toBe(Date.UTC(2027, 2, 1, 12));
    expect(dayNoonUtc('2027-03-01T00:00:00Z')).toBe(Date.UTC(2027, 2, 1, 12));
    expect(previousDay('2027-03-01')).toBe('2027-02-28');
    expect(previousDay('2028-03-01')).toBe('2028-02-29');
    expect(previousDay('2027-01-01')).toBe('2026-12-31');
  });

  it('gives the whole window: sundown before the first day to sunset on the last', () => {
    const w = holidayWindow('2026-12-05', '2026-12-12', 40.7128, -74.006)!;
    near(w.start, '2026-12-04T21:28:00Z');
    near(w.end, '2026-12-12T21:29:00Z');
  });
});

describe('countdown', () => {
  const target = Date.UTC(2026, 11, 4, 21, 28, 0);

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = target - (2 * 86_400 + 3 * 3600 + 4 * 60 + 5) * 1000 - 400;
    expect(countdownParts(target, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 183_845 });
  });

  it('is all zero once the target has passed', () => {
    expect(countdownParts(target, target)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
    expect(countdownParts(target, target + 5000).totalSeconds).toBe(0);
  });

  it('knows whether the holiday is upcoming, under way or over', () => {
    const end = target + 8 * 86_400_000;
    expect(holidayPhase(target, end, target - 1)).toBe('upcoming');
    expect(holidayPhase(target, end, target)).toBe('underway');
    expect(holidayPhase(target, end, end)).toBe('over');
    expect(holidayPhase(target, null, end)).toBe('underway');
  });

  it('reads to the minute for the live region, so it changes at most once a minute', () => {
    expect(countdownPhrase(countdownParts(target, target - ((2 * 24 + 3) * 3600 + 4 * 60 + 59) * 1000))).toBe('2 days, 3 hours and 4 minutes');
    expect(countdownPhrase(countdownParts(target, target - (3600 + 60) * 1000))).toBe('1 hour and 1 minute');
    expect(countdownPhrase(countdownParts(target, target - 86_400_000))).toBe('1 day');
    expect(countdownPhrase(countdownParts(target, target - 30_000))).toBe('less than a minute');
    const a = countdownPhrase(countdownParts(target, target - 125_000));
    const b = countdownPhrase(countdownParts(target, target - 121_000));
    expect(a).toBe(b);
  });
});

describe('where there is no sundown', () => {
  it('tells polar night from midnight sun', () => {
    expect(noSundownOn('2026-12-04', 69.65, 18.96)).toBe('polar-night'); // Tromsø in December
    expect(noSundownOn('2026-06-21', 69.65, 18.96)).toBe('midnight-sun'); // Tromsø at midsummer
    expect(noSundownOn('2026-06-21', -77.85, 166.67)).toBe('polar-night'); // McMurdo in June
    expect(noSundownOn('2026-12-04', 40.7128, -74.006)).toBeNull(); // New York has a sunset
    expect(noSundownOn('2026-02-30', 69.65, 18.96)).toBeNull();
  });

  it('says which of the two it is, in plain English, on the right evening', () => {
    expect(noSundownMessage('Hanukkah', '2026-12-04', 'polar-night')).toBe(
      'The sun does not rise where you are on Friday, December 4, the eve of Hanukkah (polar night), so there is no sundown to count down to.',
    );
    expect(noSundownMessage('Shavuot', '2027-06-10', 'midnight-sun')).toBe(
      'The sun does not set where you are on Thursday, June 10, the eve of Shavuot (midnight sun), so there is no sundown to count down to.',
    );
  });
});

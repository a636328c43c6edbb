/** The one clock format (player, episode length, itunes:duration) and the one ISO 8601 duration. */
import { formatClock, isoDuration } from '../../../shared/duration.js';
import { itunesDuration } from '../../../server/feeds/format.js';

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [7.9, '0:07'],
    [59, '0:59'],
    [60, '1:00'],
    [754, '12:34'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
    [36000, '10:00:00'],
  ])('%s s reads %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });

  it.each([Number.NaN, -4, Number.POSITIVE_INFINITY])('an unknown or negative time (%s) reads 0:00', (seconds) => {
    expect(formatClock(seconds)).toBe('0:00');
  });
});

describe('itunes:duration', () => {
  it('is the clock of the length, to the nearest second', () => {
    expect(itunesDuration(0)).toBe('0:00');
    expect(itunesDuration(59)).toBe('0:59');
    expect(itunesDuration(59.6)).toBe('1:00');
    expect(itunesDuration(3600)).toBe('1:00:00');
  });

  it.each([undefined, null, Number.NaN, -1])('is left out for %s', (seconds) => {
    expect(itunesDuration(seconds)).toBeUndefined();
  });
});

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [45, 'PT45S'],
    [59, 'PT59S'],
    [120, 'PT2M'],
    [3600, 'PT1H'],
    [3725, 'PT1H2M5S'],
    [44.6, 'PT45S'],
  ])('%s seconds is %s', (seconds, iso) => {
    expect(isoDuration(seconds)).toBe(iso);
  });

  it.each([
    [75, 'PT1H15M'],
    [45, 'PT45M'],
    [120, 'PT2H'],
    [1500, 'PT25H'],
    [29.5, 'PT29M30S'],
  ])('%s minutes (a recipe time) is %s', (minutes, iso) => {
    expect(isoDuration(minutes, 'minutes')).toBe(iso);
  });

  it.each([undefined, null, Number.NaN, -1, Number.POSITIVE_INFINITY])('has no value for %s', (amount) => {
    expect(isoDuration(amount)).toBeUndefined();
    expect(isoDuration(amount, 'minutes')).toBeUndefined();
  });
});

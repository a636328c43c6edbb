/** Time labels, seeking bounds and the speed cycle of the audio player. */
import {
  PLAYBACK_RATES,
  clampTime,
  formatRemaining,
  nextRate,
  rateLabel,
  spokenTime,
} from '../../../client/components/audio/time.js';

describe('player time formatting', () => {

  it('formats what is left, never below zero', () => {
    expect(formatRemaining(0, 201)).toBe('-3:21');
    expect(formatRemaining(200.2, 201)).toBe('-0:01');
    expect(formatRemaining(250, 201)).toBe('-0:00');
    expect(formatRemaining(10, Number.NaN)).toBe('-0:00');
  });

  it('speaks times in words for the seek bar', () => {
    expect(spokenTime(0)).toBe('0 seconds');
    expect(spokenTime(65)).toBe('1 minute 5 seconds');
    expect(spokenTime(3600)).toBe('1 hour');
    expect(spokenTime(7322)).toBe('2 hours 2 minutes 2 seconds');
  });
});

describe('seeking and speed', () => {
  it('keeps seek targets inside the episode', () => {
    expect(clampTime(-15, 100)).toBe(0);
    expect(clampTime(130, 100)).toBe(100);
    expect(clampTime(42, 100)).toBe(42);
    expect(clampTime(42, Number.NaN)).toBe(42);
    expect(clampTime(Number.NaN, 100)).toBe(0);
  });

  it('cycles 1x, 1.25x, 1.5x, 2x and back', () => {
    expect([1, 1.25, 1.5, 2].map(nextRate)).toEqual([1.25, 1.5, 2, 1]);
    expect(nextRate(0.75)).toBe(1);
    expect(PLAYBACK_RATES.map(rateLabel)).toEqual(['1x', '1.25x', '1.5x', '2x']);
  });
});

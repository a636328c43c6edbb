import {
  lastIndex,
  nextIndex,
  prevIndex,
  slideLabel,
  swipeDirection,
} from '../../../client/components/content/carouselMath.js';

describe('carousel index math', () => {
  it('moves forward and wraps to the first slide after the last', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(1, 3)).toBe(2);
    expect(nextIndex(2, 3)).toBe(0);
  });

  it('moves back and wraps to the last slide before the first', () => {
    expect(prevIndex(2, 3)).toBe(1);
    expect(prevIndex(0, 3)).toBe(2);
  });

  it('stops at the last full view with several slides per view', () => {
    expect(lastIndex(5, 2)).toBe(3);
    expect(nextIndex(3, 5, 2)).toBe(0);
    expect(prevIndex(0, 5, 2)).toBe(3);
  });

  it('handles one slide and no slides', () => {
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
    expect(lastIndex(0, 1)).toBe(0);
  });

  it('counts a swipe only past the threshold', () => {
    expect(swipeDirection(-100, 400)).toBe(1);
    expect(swipeDirection(100, 400)).toBe(-1);
    expect(swipeDirection(-30, 400)).toBe(0);
    // 15% of a wide viewport is more than the 40 px minimum.
    expect(swipeDirection(-100, 1000)).toBe(0);
    expect(swipeDirection(-160, 1000)).toBe(1);
  });

  it('labels slides 1-based', () => {
    expect(slideLabel(0, 5)).toBe('1 of 5');
  });
});

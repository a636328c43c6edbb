import { breakpointName, columnWidth, columnWidthFactor } from '../../../client/components/content/layout.js';

describe('breakpointName (breakpoints at 640, 768, 900, 1080, 1280 and 1600 px)', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [639, 'mobile'],
    [640, 'SMALL'],
    [767, 'SMALL'],
    [768, 'MEDIUM'],
    [899, 'MEDIUM'],
    [900, 'LARGE_MEDIUM'],
    [1079, 'LARGE_MEDIUM'],
    [1080, 'LARGE'],
    [1279, 'LARGE'],
    [1280, 'EXTRA_LARGE'],
    [1599, 'EXTRA_LARGE'],
    [1600, 'EXTRA_EXTRA_LARGE'],
    [3840, 'EXTRA_EXTRA_LARGE'],
  ])('%i px is %s', (width, name) => {
    expect(breakpointName(width)).toBe(name);
  });
});

describe('columnWidth (a share of the window by breakpoint, at least 270 px)', () => {
  it.each([
    [899, 0.4],
    [900, 0.375],
    [1079, 0.375],
    [1080, 0.3],
    [1659, 0.3],
    [1660, 0.225],
    [2560, 0.225],
  ])('factor at %i px is %f', (width, factor) => {
    expect(columnWidthFactor(width)).toBe(factor);
  });

  it('is the factor share of the window width', () => {
    expect(columnWidth(800)).toBe(320);
    expect(columnWidth(1000)).toBe(375);
    expect(columnWidth(1200)).toBe(360);
    expect(columnWidth(2000)).toBe(450);
  });

  it('never goes under the 270 px minimum', () => {
    expect(columnWidth(320)).toBe(270);
    expect(columnWidth(600)).toBe(270);
    expect(columnWidth(1660)).toBe(374);
  });
});

import { readFileSync } from 'node:fs';
import {
  breakpointName,
  columnWidth,
  columnWidthFactor,
  SECTION_NAV_WIDTH_FACTORS,
  sectionNavSize,
  sectionNavWidth,
  type SectionNavSize,
} from '../../../client/components/content/layout.js';
import { BREAKPOINTS } from '../../../shared/constants.js';

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

describe('section nav width (a share of the viewport per named size)', () => {
  it('has a factor for exactly the named sizes: mobile, MEDIUM, LARGE_MEDIUM, LARGE, EXTRA_LARGE, EXTRA_EXTRA_LARGE', () => {
    expect(Object.keys(SECTION_NAV_WIDTH_FACTORS)).toEqual(['mobile', 'MEDIUM', 'LARGE_MEDIUM', 'LARGE', 'EXTRA_LARGE', 'EXTRA_EXTRA_LARGE']);
  });

  it('narrows as the screen widens, from the whole phone screen', () => {
    const factors = Object.values(SECTION_NAV_WIDTH_FACTORS);
    expect(factors[0]).toBe(1);
    for (let i = 1; i < factors.length; i++) expect(factors[i]).toBeLessThan(factors[i - 1]);
  });

  it.each([
    [390, 'mobile', 390],
    [700, 'mobile', 700],
    [768, 'MEDIUM', 537.6],
    [1000, 'LARGE_MEDIUM', 600],
    [1200, 'LARGE', 600],
    [1440, 'EXTRA_LARGE', 648],
    [1920, 'EXTRA_EXTRA_LARGE', 720],
  ])('at %i px the panel is %s: %f px', (width, size, px) => {
    expect(sectionNavSize(width)).toBe(size);
    expect(sectionNavWidth(width)).toBeCloseTo(px, 6);
  });

  it("frame.css states the same table: one .section-nav width per named size, at that size's breakpoint", () => {
    const css = readFileSync(new URL('../../../client/styles/frame.css', import.meta.url), 'utf8');
    const rules = new Map<number, number>();
    const base = /^\.section-nav \{\s*width: ([\d.]+)vw;\s*\}/m.exec(css);
    if (base) rules.set(0, Number(base[1]));
    for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.section-nav \{\s*width: ([\d.]+)vw;\s*\}\s*\}/g)) rules.set(Number(m[1]), Number(m[2]));
    const expected = new Map(
      (Object.entries(SECTION_NAV_WIDTH_FACTORS) as [SectionNavSize, number][]).map(([size, factor]) => [BREAKPOINTS[size], Number((factor * 100).toFixed(4))]),
    );
    expect(rules).toEqual(expected);
  });
});

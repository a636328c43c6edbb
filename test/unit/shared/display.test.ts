/**
 * Dark mode and text size before the first paint (docs/features/display.md): the display cookie's
 * value, the head script's reading of it (run here on a stand-in <html>), and the readable pairs of
 * a feature's editors' colours.
 */
import { runInNewContext } from 'node:vm';
import { DISPLAY_COOKIE, displayCookieValue, displayFromCookies, parseDisplayCookie } from '../../../shared/display.js';
import { MEMBER_HINT_SCRIPT } from '../../../shared/member-hint.js';
import { contrast, featureColourVariables, MIN_CONTRAST, readablePairs } from '../../../shared/readable-colours.js';
import { TEXT_SIZES, THEMES } from '../../../shared/library.js';

/** Runs the head script with `cookie`; answers what it put on <html>. */
function headScript(cookie: string): { classes: string[]; attributes: Record<string, string> } {
  const classes: string[] = [];
  const attributes: Record<string, string> = {};
  const documentElement = { classList: { add: (c: string) => classes.push(c) }, setAttribute: (k: string, v: string) => (attributes[k] = v) };
  runInNewContext(MEMBER_HINT_SCRIPT, { document: { cookie, documentElement } });
  return { classes, attributes };
}

describe('the display cookie', () => {
  it('round-trips every theme and text size', () => {
    for (const theme of THEMES) {
      for (const textSize of TEXT_SIZES) {
        expect(parseDisplayCookie(displayCookieValue({ theme, textSize }))).toEqual({ theme, textSize });
      }
    }
    expect(displayCookieValue({ theme: 'dark', textSize: 'large' })).toBe('dark.large');
  });

  it.each(['', 'dark', 'dark.', 'blue.large', 'dark.huge', 'dark.large.x', 'DARK.large', undefined])('reads %j as nothing', (value) => {
    expect(parseDisplayCookie(value)).toBeNull();
  });

  it('is found among other cookies', () => {
    expect(displayFromCookies(`a=1; ${DISPLAY_COOKIE}=light.small; b=2`)).toEqual({ theme: 'light', textSize: 'small' });
    expect(displayFromCookies(`x${DISPLAY_COOKIE}=light.small`)).toBeNull();
  });
});

describe('the head script', () => {
  it('marks <html> with an explicit scheme and a text size off the default', () => {
    expect(headScript(`${DISPLAY_COOKIE}=dark.large`).attributes).toEqual({ 'data-scheme': 'dark', 'data-text-size': 'large' });
    expect(headScript(`colophon_member=1; ${DISPLAY_COOKIE}=light.x-large`)).toEqual({
      classes: ['member'],
      attributes: { 'data-scheme': 'light', 'data-text-size': 'x-large' },
    });
  });

  it('leaves the system scheme and the default size to the stylesheet', () => {
    expect(headScript(`${DISPLAY_COOKIE}=system.medium`).attributes).toEqual({});
    expect(headScript(`${DISPLAY_COOKIE}=system.small`).attributes).toEqual({ 'data-text-size': 'small' });
  });

  it('takes nothing but the known values', () => {
    for (const cookie of ['', `${DISPLAY_COOKIE}=dark`, `${DISPLAY_COOKIE}=dark.large"><x`, `${DISPLAY_COOKIE}=evil.large`, `x${DISPLAY_COOKIE}=dark.large`]) {
      expect(headScript(cookie).attributes).toEqual({});
    }
  });

  it('still marks a member', () => {
    expect(headScript('colophon_member=1').classes).toEqual(['member']);
    expect(headScript('colophon_member=0').classes).toEqual([]);
  });
});

describe('readable editors\u2019 colours', () => {
  const cases: [string | undefined, string | undefined][] = [
    ['#f6ede3', '#3d2c2e'],
    ['#1d2340', '#f4f1de'],
    ['#10162f', '#f2efe6'],
    ['#ffcc00', '#222222'],
    ['#0f3057', undefined],
    [undefined, '#5a2d0c'],
    ['#777777', '#888888'],
    ['#fff', '#eee'],
    ['#e8f1f5', '#0b3c5d'],
  ];

  it.each(cases)('%s with %s reads at 4.5:1 in light and in dark', (bg, ink) => {
    const { light, dark } = readablePairs(bg, ink);
    expect(contrast(light.ink, light.paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    expect(contrast(dark.ink, dark.paper)).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // Dark is dark: the paper darker than the ink.
    expect(contrast(dark.paper, '#000000')).toBeLessThan(contrast(dark.ink, '#000000'));
  });

  it('keeps the editors\u2019 own pair in light when it reads, and a dark one as it is', () => {
    expect(readablePairs('#f6ede3', '#3d2c2e').light).toEqual({ paper: '#f6ede3', ink: '#3d2c2e' });
    expect(readablePairs('#1d2340', '#f4f1de')).toEqual({ light: { paper: '#1d2340', ink: '#f4f1de' }, dark: { paper: '#1d2340', ink: '#f4f1de' } });
  });

  it('writes light-dark() theme variables, none without colours', () => {
    expect(featureColourVariables()).toEqual({});
    const vars = featureColourVariables('#f6ede3', '#3d2c2e');
    expect(vars['--paper']).toMatch(/^light-dark\(#f6ede3, #[0-9a-f]{6}\)$/);
    expect(vars['--ink']).toMatch(/^light-dark\(#3d2c2e, #[0-9a-f]{6}\)$/);
    expect(vars['--muted']).toBe(vars['--ink']);
    // A dark feature is the same in both schemes: plain colours.
    expect(featureColourVariables('#1d2340', '#f4f1de')).toEqual({ '--paper': '#1d2340', '--ink': '#f4f1de', '--muted': '#f4f1de' });
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#fff', '#fff')).toBe(1);
    expect(contrast('not', '#fff')).toBe(1);
  });
});

/**
 * WCAG contrast of text as the browser paints it, for the tests axe cannot settle (it reports text
 * over layered or semi-transparent backgrounds as "incomplete"). For each element with text of its
 * own inside the targets: its computed colour over the nearest backgrounds actually painted under
 * it (semi-transparent layers composed down to the first opaque one, white if none), and their
 * contrast ratio. Background images are not seen: text over a picture is checked against the
 * colour painted under the picture.
 */
import type { Page } from 'playwright-core';

export interface ContrastSample {
  text: string;
  /** A short CSS path of the element, to find it. */
  where: string;
  color: string;
  background: string;
  ratio: number;
}

/** WCAG's minimum for normal-size text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Samples every visible, enabled element with text of its own inside the elements `targets`
 * matches (themselves included). Visually hidden text (1 px clips) and disabled controls, which
 * WCAG exempts, are skipped.
 */
export function sampleContrast(page: Page, targets: string): Promise<ContrastSample[]> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba => {
      // color-mix() and relative colours compute to color(srgb r g b / a), channels 0 to 1.
      const srgb = c.match(/^color\(srgb ([^)]+)\)$/);
      if (srgb) {
        const [r, g, b, a = '1'] = srgb[1].split(/[\s/]+/).filter(Boolean);
        return [Number(r) * 255, Number(g) * 255, Number(b) * 255, Number(a)];
      }
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) throw new Error(`unparsed colour ${c}`);
      const [r, g, b, a = '1'] = m[1].split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    /** top painted over bottom (bottom opaque). */
    const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1) as Rgba;
    const backdrop = (el: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) {
        const bg = parse(getComputedStyle(e).backgroundColor);
        if (bg[3] > 0) layers.push(bg);
        if (bg[3] >= 1) break;
      }
      let result: Rgba = [255, 255, 255, 1];
      for (const layer of layers.reverse()) result = over(layer, result);
      return result;
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const css = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(',')})`;
    const pathOf = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && parts.length < 3; e = e.parentElement) {
        const cls = typeof e.className === 'string' && e.className.trim() ? `.${e.className.trim().split(/\s+/)[0]}` : '';
        parts.unshift(`${e.tagName.toLowerCase()}${cls}`);
      }
      return parts.join(' > ');
    };
    const visible = (el: HTMLElement) => {
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return false;
      // Off to the side (a closed panel slid out of view) is not painted for the reader.
      return r.right > 0 && r.left < window.innerWidth;
    };
    const samples: ContrastSample[] = [];
    const seen = new Set<Element>();
    for (const target of document.querySelectorAll(selector)) {
      for (const el of [target, ...target.querySelectorAll('*')]) {
        if (seen.has(el)) continue;
        seen.add(el);
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
        if (!own || !(el instanceof HTMLElement) || !visible(el)) continue;
        if (el.closest(':disabled, [aria-disabled="true"]')) continue;
        const bg = backdrop(el);
        const fg = over(parse(getComputedStyle(el).color), bg);
        const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
        samples.push({
          text: el.textContent!.trim().slice(0, 40),
          where: pathOf(el),
          color: css(fg),
          background: css(bg),
          ratio: Math.round(((a + 0.05) / (b + 0.05)) * 100) / 100,
        });
      }
    }
    return samples;
  }, targets);
}

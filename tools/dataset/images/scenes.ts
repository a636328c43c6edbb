/** Landscape-like compositions: horizons, arcades, orbits, tides and portrait avatars. */
import type { Composition } from './svg.js';
import { linear, n, radial } from './svg.js';
import { mix } from './palettes.js';

/** A low sun over layered hills, farther hills paler. */
export const horizon: Composition = (rng, w, h, { colors: c }) => {
  const sunX = n(w * rng.float(0.22, 0.78));
  const sunY = n(h * rng.float(0.36, 0.5));
  const r = n(Math.min(w, h) * rng.float(0.1, 0.17));
  let hills = '';
  const layers = 4;
  for (let k = 0; k < layers; k++) {
    const baseY = h * (0.56 + k * 0.11);
    const amp = h * rng.float(0.04, 0.09);
    const seg = 4;
    let d = `M0 ${n(baseY + rng.float(-amp, amp))}`;
    for (let s = 1; s <= seg; s++) {
      const x0 = (w * (s - 1)) / seg;
      const x1 = (w * s) / seg;
      d += `C${n(x0 + (x1 - x0) / 3)} ${n(baseY - amp)} ${n(x0 + (2 * (x1 - x0)) / 3)} ${n(baseY + amp)} ${n(x1)} ${n(baseY + rng.float(-amp, amp))}`;
    }
    hills += `<path d="${d}L${w} ${h}L0 ${h}Z" fill="${mix(c[2], c[0], (k + 1) / layers)}"/>`;
  }
  return {
    inner:
      `<defs>${linear('s', c[1], c[3])}${radial('g', c[4], c[3], 0)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${r * 2.6}" fill="url(#g)" opacity=".55"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${r}" fill="${c[4]}"/>${hills}`,
    description: 'a low sun over layered hills that fade toward the horizon',
    dominant: c[0],
    preview: [c[1], c[0]],
  };
};

/** A row of arched windows, like a synagogue facade at dusk. */
export const arcade: Composition = (rng, w, h, { colors: c }) => {
  const count = rng.int(3, 5);
  const gap = w / (count * 3 + 1);
  const archW = gap * 2;
  const base = h * 0.84;
  const top = h * rng.float(0.16, 0.26);
  const r = archW / 2;
  let arches = '';
  for (let i = 0; i < count; i++) {
    const x = gap + i * (archW + gap);
    const inset = archW * 0.16;
    const ri = r - inset;
    arches +=
      `<path d="M${n(x)} ${n(base)}V${n(top + r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + archW)} ${n(top + r)}V${n(base)}Z" fill="url(#a)"/>` +
      `<path d="M${n(x + inset)} ${n(base)}V${n(top + r + inset)}A${n(ri)} ${n(ri)} 0 0 1 ${n(x + archW - inset)} ${n(top + r + inset)}V${n(base)}Z" fill="${c[i % 2 === 0 ? 3 : 2]}" opacity=".9"/>` +
      `<circle cx="${n(x + r)}" cy="${n(top + r + inset)}" r="${n(ri * 0.35)}" fill="${c[4]}"/>`;
  }
  return {
    inner:
      `<defs>${linear('b', c[4], c[3])}${linear('a', c[1], c[0])}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#b)"/>${arches}` +
      `<rect y="${n(base)}" width="${w}" height="${n(h - base)}" fill="${c[0]}"/>` +
      `<rect y="${n(base)}" width="${w}" height="${n(h * 0.012)}" fill="${c[2]}"/>`,
    description: `a row of ${count} tall arched windows glowing against a pale wall`,
    dominant: c[4],
    preview: [c[4], c[1]],
  };
};

/** A planet with tilted orbits and a scatter of stars. */
export const orbit: Composition = (rng, w, h, { colors: c }) => {
  const cx = n(w * rng.float(0.3, 0.7));
  const cy = n(h * rng.float(0.4, 0.6));
  const R = n(Math.min(w, h) * rng.float(0.2, 0.28));
  let orbits = '';
  for (let i = 0; i < 3; i++) {
    orbits += `<ellipse cx="${cx}" cy="${cy}" rx="${n(R * (1.6 + i * 0.45))}" ry="${n(R * (0.42 + i * 0.12))}" fill="none" stroke="${c[4]}" stroke-opacity="${0.5 - i * 0.12}" stroke-width="${n(Math.max(2, R * 0.02))}" transform="rotate(${rng.int(-24, -8)} ${cx} ${cy})"/>`;
  }
  let stars = '';
  for (let i = 0; i < 28; i++) {
    stars += `<circle cx="${rng.int(0, w)}" cy="${rng.int(0, h)}" r="${rng.int(1, 4)}" fill="${c[4]}" opacity="${rng.float(0.3, 0.9).toFixed(2)}"/>`;
  }
  const moonA = rng.float(0, Math.PI * 2);
  return {
    inner:
      `<defs>${radial('sky', c[1], c[0])}${linear('p', c[3], c[2], false)}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>${stars}` +
      `<circle cx="${cx}" cy="${cy}" r="${R}" fill="url(#p)"/>${orbits}` +
      `<circle cx="${n(cx + Math.cos(moonA) * R * 1.9)}" cy="${n(cy + Math.sin(moonA) * R * 0.5)}" r="${n(R * 0.14)}" fill="${c[4]}"/>`,
    description: 'a glowing planet ringed by tilted orbits in a starry night sky',
    dominant: c[0],
    preview: [c[1], c[0]],
  };
};

/** Stacked bands of rolling waves. */
export const tide: Composition = (rng, w, h, { colors: c }) => {
  const bands = rng.int(5, 7);
  let paths = '';
  for (let k = 0; k < bands; k++) {
    const y = h * (0.18 + (0.8 * k) / bands);
    const amp = h * rng.float(0.025, 0.06);
    const wavelength = w * rng.float(0.35, 0.7);
    const phase = rng.float(0, Math.PI * 2);
    const steps = 36;
    let d = '';
    for (let s = 0; s <= steps; s++) {
      const x = (w * s) / steps;
      d += `${s === 0 ? 'M' : 'L'}${n(x)} ${n(y + amp * Math.sin(phase + (2 * Math.PI * x) / wavelength))}`;
    }
    paths += `<path d="${d}L${w} ${h}L0 ${h}Z" fill="${mix(c[3], c[0], k / (bands - 1))}"/>`;
  }
  return {
    inner:
      `<defs>${linear('s', c[4], c[3])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>` +
      `<circle cx="${n(w * rng.float(0.15, 0.85))}" cy="${n(h * 0.14)}" r="${n(h * 0.07)}" fill="${c[2]}"/>${paths}`,
    description: `${bands} rolling bands of sea, darkening toward the shore`,
    dominant: mix(c[3], c[0], 0.5),
    preview: [c[4], c[0]],
  };
};

/** An abstract portrait: head and shoulders on a coloured ground, for contributor avatars. */
export const bust: Composition = (rng, w, h, { colors: c }) => {
  const ground = rng.pick([c[2], c[3], c[1]]);
  const figure = ground === c[1] ? c[4] : c[0];
  const cx = n(w / 2);
  const headR = n(w * 0.19);
  const headY = n(h * 0.4);
  const shoulderY = n(h * 0.72);
  return {
    inner:
      `<rect width="${w}" height="${h}" fill="${ground}"/>` +
      `<circle cx="${n(w * rng.float(0.15, 0.85))}" cy="${n(h * rng.float(0.1, 0.3))}" r="${n(w * 0.34)}" fill="${mix(ground, c[4], 0.25)}"/>` +
      `<path d="M${n(w * 0.14)} ${h}C${n(w * 0.14)} ${shoulderY} ${n(w * 0.3)} ${n(h * 0.64)} ${cx} ${n(h * 0.64)}C${n(w * 0.7)} ${n(h * 0.64)} ${n(w * 0.86)} ${shoulderY} ${n(w * 0.86)} ${h}Z" fill="${figure}"/>` +
      `<circle cx="${cx}" cy="${headY}" r="${headR}" fill="${figure}"/>`,
    description: 'an abstract portrait silhouette on a coloured ground',
    dominant: ground,
    preview: [ground, figure],
  };
};

/** Geometric compositions: Bauhaus tiles, rings, a striped window, overlapping blooms, Truchet arcs. */
import type { Composition } from './svg.js';
import { linear, n, radial } from './svg.js';
import { mix } from './palettes.js';

/** A grid of tiles, each holding a circle, quarter or half disc, or stripes. */
export const bauhaus: Composition = (rng, w, h, { colors: c }) => {
  const s = Math.min(w, h) / 3;
  const cols = Math.ceil(w / s);
  const rows = Math.ceil(h / s);
  const inks = [c[0], c[1], c[2], c[3]];
  let tiles = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = n(col * s);
      const y = n(row * s);
      const S = n(s);
      const ground = rng.chance(0.45) ? rng.pick(inks) : c[4];
      const ink = rng.pick(inks.filter((k) => k !== ground));
      if (ground !== c[4]) tiles += `<rect x="${x}" y="${y}" width="${S}" height="${S}" fill="${ground}"/>`;
      const rot = `transform="rotate(${90 * rng.int(0, 3)} ${n(x + s / 2)} ${n(y + s / 2)})"`;
      switch (rng.int(0, 4)) {
        case 0:
          tiles += `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.38)}" fill="${ink}"/>`;
          break;
        case 1:
          tiles += `<path d="M${x} ${y}H${x + S}A${S} ${S} 0 0 1 ${x} ${y + S}Z" fill="${ink}" ${rot}/>`;
          break;
        case 2:
          tiles += `<path d="M${x} ${n(y + s / 2)}A${n(s / 2)} ${n(s / 2)} 0 0 1 ${x + S} ${n(y + s / 2)}Z" fill="${ink}" ${rot}/>`;
          break;
        case 3:
          for (let k = 0; k < 4; k++) {
            tiles += `<rect x="${x}" y="${n(y + s * (0.125 + k * 0.22))}" width="${S}" height="${n(s * 0.1)}" fill="${ink}" ${rot}/>`;
          }
          break;
        default:
          tiles += `<rect x="${n(x + s * 0.2)}" y="${n(y + s * 0.2)}" width="${n(s * 0.6)}" height="${n(s * 0.6)}" fill="${ink}"/>`;
      }
    }
  }
  return {
    inner: `<rect width="${w}" height="${h}" fill="${c[4]}"/>${tiles}`,
    description: 'a grid of bold tiles with circles, quarter discs and stripes',
    dominant: c[4],
    preview: [c[4], c[2]],
  };
};

/** Concentric rings around an off-centre disc. */
export const rings: Composition = (rng, w, h, { colors: c }) => {
  const cx = n(w * rng.float(0.3, 0.7));
  const cy = n(h * rng.float(0.35, 0.65));
  const R = Math.hypot(w, h) * 0.42;
  const count = 9;
  let out = '';
  for (let i = 0; i < count; i++) {
    const r = n(R * (1 - i / count));
    const color = [c[2], c[3], c[4]][i % 3];
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${n(R * rng.float(0.01, 0.035))}" opacity="${(0.35 + 0.065 * i).toFixed(2)}"/>`;
  }
  const arcR = n(R * 0.55);
  return {
    inner:
      `<defs>${linear('b', c[1], c[0], false)}${radial('d', c[3], c[2])}</defs>` +
      `<rect width="${w}" height="${h}" fill="url(#b)"/>${out}` +
      `<circle cx="${cx}" cy="${cy}" r="${n(R * 0.2)}" fill="url(#d)"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${arcR}" fill="none" stroke="${c[4]}" stroke-width="${n(R * 0.05)}" stroke-dasharray="${n(arcR * 1.2)} ${n(arcR * 5.1)}" transform="rotate(${rng.int(0, 359)} ${cx} ${cy})"/>`,
    description: 'concentric rings rippling out from a warm central disc',
    dominant: c[0],
    preview: [c[1], c[0]],
  };
};

/** Diagonal stripes seen through a round window, with a solid block anchoring the corner. */
export const porthole: Composition = (rng, w, h, { colors: c }) => {
  const r = n(Math.min(w, h) * rng.float(0.32, 0.4));
  const cx = n(w * rng.float(0.4, 0.65));
  const cy = n(h / 2);
  const band = n(r / 4);
  let stripes = '';
  for (let i = -10; i < 10; i++) {
    stripes += `<rect x="${cx + i * band}" y="${cy - r * 2}" width="${n(band / 2)}" height="${r * 4}" fill="${c[i % 2 === 0 ? 1 : 2]}"/>`;
  }
  const blockW = n(w * rng.float(0.22, 0.34));
  return {
    inner:
      `<defs><clipPath id="w"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs>` +
      `<rect width="${w}" height="${h}" fill="${c[4]}"/>` +
      `<rect y="${n(h * 0.62)}" width="${blockW}" height="${n(h * 0.38)}" fill="${c[0]}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c[3]}"/>` +
      `<g clip-path="url(#w)"><g transform="rotate(${rng.pick([35, 45, -40])} ${cx} ${cy})">${stripes}</g></g>` +
      `<circle cx="${cx}" cy="${cy}" r="${n(r * 1.08)}" fill="none" stroke="${c[0]}" stroke-width="${n(r * 0.03)}"/>`,
    description: 'diagonal stripes framed by a round window beside a dark block',
    dominant: c[4],
    preview: [c[4], c[1]],
  };
};

/** Overlapping translucent discs that blend where they meet. */
export const blooms: Composition = (rng, w, h, { colors: c }) => {
  const count = rng.int(5, 7);
  let discs = '';
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const x = n(w * (0.1 + 0.8 * t) + rng.float(-0.06, 0.06) * w);
    const y = n(h * (0.8 - 0.6 * t) + rng.float(-0.12, 0.12) * h);
    const r = n(Math.min(w, h) * rng.float(0.2, 0.34));
    discs += `<circle cx="${x}" cy="${y}" r="${r}" fill="${c[1 + (i % 3)]}" fill-opacity=".68" style="mix-blend-mode:multiply"/>`;
  }
  return {
    inner: `<defs>${linear('b', c[4], mix(c[4], c[3], 0.35))}</defs><rect width="${w}" height="${h}" fill="url(#b)"/>${discs}`,
    description: `${count} overlapping translucent discs drifting across a pale ground`,
    dominant: c[4],
    preview: [c[4], c[2]],
  };
};

/** Truchet tiles: quarter arcs that join into meandering paths. */
export const truchet: Composition = (rng, w, h, { colors: c }) => {
  const s = Math.min(w, h) / 6;
  const cols = Math.ceil(w / s);
  const rows = Math.ceil(h / s);
  const r = n(s / 2);
  let d = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      const x = n(col * s);
      const y = n(row * s);
      const S = n(s);
      d += rng.chance(0.5)
        ? `M${x + r} ${y}A${r} ${r} 0 0 1 ${x} ${y + r}M${x + S} ${y + r}A${r} ${r} 0 0 0 ${x + r} ${y + S}`
        : `M${x + r} ${y}A${r} ${r} 0 0 0 ${x + S} ${y + r}M${x} ${y + r}A${r} ${r} 0 0 1 ${x + r} ${y + S}`;
    }
  }
  return {
    inner:
      `<rect width="${w}" height="${h}" fill="${c[4]}"/>` +
      `<circle cx="${n(w * rng.float(0.2, 0.8))}" cy="${n(h * rng.float(0.3, 0.7))}" r="${n(Math.min(w, h) * 0.36)}" fill="${c[3]}" opacity=".8"/>` +
      `<path d="${d}" fill="none" stroke="${c[1]}" stroke-width="${n(s * 0.16)}" stroke-linecap="round"/>`,
    description: 'meandering lines of joined quarter arcs over a soft disc',
    dominant: c[4],
    preview: [c[4], c[1]],
  };
};

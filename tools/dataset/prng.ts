/** Seeded pseudo-random numbers: mulberry32, so every run of the generator yields the same bytes. */

/** 32-bit FNV-1a hash of a string, used to derive independent seeds from labels. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly source: () => number;

  constructor(seed: number) {
    this.source = mulberry32(seed);
  }

  /** A generator seeded from a label: each document family draws from its own stream, so
   *  changing one family does not reshuffle the others. */
  static from(label: string, seed = 5787): Rng {
    return new Rng(hashString(`${seed}:${label}`));
  }

  next(): number {
    return this.source();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.source() * (max - min);
  }

  chance(p: number): boolean {
    return this.source() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.source() * items.length)];
  }

  /** n distinct items (fewer if the list is shorter), in random order. */
  pickN<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.source() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.source() * total;
    for (const [value, weight] of entries) {
      r -= weight;
      if (r < 0) return value;
    }
    return entries[entries.length - 1][0];
  }

  hex(length: number): string {
    let out = '';
    while (out.length < length) out += Math.floor(this.source() * 0x10000).toString(16).padStart(4, '0');
    return out.slice(0, length);
  }

  /** A Sanity-style array item key. */
  key(): string {
    return this.hex(12);
  }
}

/**
 * Short, pleasant WAV files (16 kHz, mono, 16-bit PCM) synthesised in code: podcast episodes in
 * the embedded dataset point their players at these.
 */
import type { GeneratedFile } from './images/library.js';

export const SAMPLE_RATE = 16_000;

export interface AudioClip {
  name: string;
  /** Site path the podcastAudio block links to. */
  url: string;
  durationSeconds: number;
}

interface Note {
  freq: number;
  start: number; // seconds
  length: number; // seconds
  gain: number;
}

const A4 = 440;
/** Equal-tempered frequency, `semitones` from A4. */
const tone = (semitones: number): number => A4 * 2 ** (semitones / 12);

/** Bell-like note: a few inharmonic partials under an exponential decay, with a soft attack. */
function bell(t: number, note: Note): number {
  const local = t - note.start;
  if (local < 0 || local > note.length) return 0;
  const attack = Math.min(1, local / 0.012);
  const decay = Math.exp(-3.2 * (local / note.length));
  const release = Math.min(1, (note.length - local) / 0.05);
  const partials = [1, 2.01, 3.02, 4.17];
  const weights = [1, 0.45, 0.22, 0.1];
  let sum = 0;
  for (let i = 0; i < partials.length; i++) sum += weights[i] * Math.sin(2 * Math.PI * note.freq * partials[i] * local);
  return note.gain * attack * decay * release * sum;
}

/** Sustained pad note: soft sine with a slow swell. */
function pad(t: number, note: Note): number {
  const local = t - note.start;
  if (local < 0 || local > note.length) return 0;
  const swell = Math.sin((Math.PI * local) / note.length);
  const vibrato = 1 + 0.002 * Math.sin(2 * Math.PI * 5 * local);
  return note.gain * swell * swell * (Math.sin(2 * Math.PI * note.freq * vibrato * local) + 0.3 * Math.sin(4 * Math.PI * note.freq * local));
}

const CLIPS: readonly { name: string; seconds: number; voice: typeof bell; notes: Note[] }[] = [
  {
    name: 'morning-chime',
    seconds: 3,
    voice: bell,
    notes: [3, 7, 10, 15].map((s, i) => ({ freq: tone(s), start: i * 0.32, length: 3 - i * 0.32, gain: 0.5 })),
  },
  {
    name: 'evening-bells',
    seconds: 4,
    voice: bell,
    notes: [0, -5, -9, -12, -9].map((s, i) => ({ freq: tone(s), start: i * 0.55, length: 1.6, gain: 0.55 })),
  },
  {
    name: 'soft-chord',
    seconds: 3,
    voice: pad,
    notes: [-4, 0, 3, 8].map((s) => ({ freq: tone(s), start: 0, length: 3, gain: 0.3 })),
  },
  {
    name: 'table-song',
    seconds: 3,
    voice: bell,
    notes: [5, 9, 12, 17, 12, 9, 5].map((s, i) => ({ freq: tone(s), start: i * 0.3, length: 0.8, gain: 0.45 })),
  },
];

function render(clip: (typeof CLIPS)[number]): Buffer {
  const count = Math.round(clip.seconds * SAMPLE_RATE);
  const raw = new Float64Array(count);
  let peak = 0;
  for (let i = 0; i < count; i++) {
    const t = i / SAMPLE_RATE;
    let v = 0;
    for (const note of clip.notes) v += clip.voice(t, note);
    const edge = Math.min(1, i / 160, (count - 1 - i) / 800); // no clicks at either end
    raw[i] = v * edge;
    peak = Math.max(peak, Math.abs(raw[i]));
  }
  const scale = peak > 0 ? (0.6 * 32767) / peak : 0;
  const data = Buffer.alloc(count * 2);
  for (let i = 0; i < count; i++) data.writeInt16LE(Math.round(raw[i] * scale), i * 2);
  return Buffer.concat([wavHeader(data.length), data]);
}

function wavHeader(dataBytes: number): Buffer {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + dataBytes, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // PCM chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(SAMPLE_RATE, 24);
  h.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  h.writeUInt16LE(2, 32); // block align
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(dataBytes, 40);
  return h;
}

export function buildAudio(): { clips: AudioClip[]; files: GeneratedFile[] } {
  const clips: AudioClip[] = [];
  const files: GeneratedFile[] = [];
  for (const clip of CLIPS) {
    files.push({ path: `media/audio/${clip.name}.wav`, content: render(clip) });
    clips.push({ name: clip.name, url: `/media/audio/${clip.name}.wav`, durationSeconds: clip.seconds });
  }
  return { clips, files };
}

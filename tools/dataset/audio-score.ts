/**
 * The music beds of the dataset's podcast episodes, synthesised in code: a pad playing a chord
 * progression, a soft bass and a bell melody drawn from each clip's own seeded PRNG, so the clips
 * differ from one another and are the same on every run.
 */
import { Rng } from './prng.js';

export interface Note {
  freq: number;
  start: number; // seconds
  length: number; // seconds
  gain: number;
  voice: Voice;
}

/** One sample of a voice, `local` seconds into its note. */
export type Voice = (local: number, note: Note) => number;

const A4 = 440;
/** Equal-tempered frequency, `semitones` from A4. */
const tone = (semitones: number): number => A4 * 2 ** (semitones / 12);

/** Bell-like note: a few inharmonic partials under an exponential decay, with a soft attack. */
export const bell: Voice = (local, note) => {
  const attack = Math.min(1, local / 0.012);
  const decay = Math.exp(-3.2 * (local / note.length));
  const release = Math.min(1, (note.length - local) / 0.05);
  const w = 2 * Math.PI * note.freq * local;
  const sum = Math.sin(w) + 0.45 * Math.sin(2.01 * w) + 0.22 * Math.sin(3.02 * w) + 0.1 * Math.sin(4.17 * w);
  return note.gain * attack * decay * release * sum;
};

/** Sustained pad note: soft sine with a slow swell. */
export const pad: Voice = (local, note) => {
  const swell = Math.sin((Math.PI * local) / note.length);
  const vibrato = 1 + 0.002 * Math.sin(2 * Math.PI * 5 * local);
  const w = 2 * Math.PI * note.freq * local;
  return note.gain * swell * swell * (Math.sin(w * vibrato) + 0.3 * Math.sin(2 * w));
};

export interface ClipScore {
  name: string;
  /** Length before encoding; the MP3's own duration is read back from the file. */
  seconds: number;
  bpm: number;
  beatsPerBar: number;
  /** Key centre, in semitones from A4. */
  key: number;
  /** Chord roots relative to the key, one per bar, repeated; minor chords marked with 'm'. */
  progression: readonly string[];
}

export const SCORES: readonly ClipScore[] = [
  { name: 'morning-chime', seconds: 36, bpm: 96, beatsPerBar: 4, key: 3, progression: ['0', '7', '9m', '5'] },
  { name: 'evening-bells', seconds: 48, bpm: 72, beatsPerBar: 4, key: -2, progression: ['0m', '8', '3', '10'] },
  { name: 'soft-chord', seconds: 42, bpm: 64, beatsPerBar: 4, key: 0, progression: ['0', '5', '9m', '7'] },
  { name: 'table-song', seconds: 60, bpm: 112, beatsPerBar: 4, key: 5, progression: ['0', '9m', '2m', '7', '0', '5', '7', '0'] },
  { name: 'harbor-waltz', seconds: 75, bpm: 132, beatsPerBar: 3, key: -5, progression: ['0m', '5m', '7', '0m', '8', '3', '7', '7'] },
];

const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];

/** The notes of a clip: pad chords and bass per bar, a bell melody on chord and scale tones. */
export function scoreNotes(score: ClipScore): Note[] {
  const rng = Rng.from(`audio-${score.name}`);
  const beat = 60 / score.bpm;
  const bar = beat * score.beatsPerBar;
  const notes: Note[] = [];
  const bars = Math.ceil(score.seconds / bar);
  for (let b = 0; b < bars; b++) {
    const symbol = score.progression[b % score.progression.length];
    const root = score.key + Number.parseInt(symbol, 10);
    const third = symbol.endsWith('m') ? 3 : 4;
    const start = b * bar;
    const chord = [root - 12, root - 12 + third, root - 12 + 7];
    for (const s of chord) notes.push({ freq: tone(s), start, length: bar * 1.15, gain: 0.16, voice: pad });
    notes.push({ freq: tone(root - 24), start, length: bar, gain: 0.22, voice: pad });
    // The opening bars are the bed alone; then the melody, denser towards the middle.
    if (b < 1) continue;
    for (let k = 0; k < score.beatsPerBar * 2; k++) {
      if (!rng.chance(k % 2 === 0 ? 0.7 : 0.3)) continue;
      const onChord = rng.chance(0.6);
      const step = onChord ? rng.pick([0, third, 7, 12]) : rng.pick(MAJOR_SCALE);
      notes.push({ freq: tone(root + step), start: start + (k * beat) / 2, length: beat * rng.float(1.5, 3), gain: rng.float(0.28, 0.4), voice: bell });
    }
  }
  return notes.filter((n) => n.start < score.seconds - 1);
}

/** The clip as 16-bit mono PCM, peak-normalised, faded in and out so neither end clicks. */
export function renderPcm(score: ClipScore, sampleRate: number): Int16Array {
  const count = Math.round(score.seconds * sampleRate);
  const mix = new Float64Array(count);
  for (const note of scoreNotes(score)) {
    const first = Math.round(note.start * sampleRate);
    const last = Math.min(count, Math.round((note.start + note.length) * sampleRate));
    for (let i = first; i < last; i++) mix[i] += note.voice((i - first) / sampleRate, note);
  }
  let peak = 0;
  const fadeIn = 0.05 * sampleRate;
  const fadeOut = 3 * sampleRate;
  for (let i = 0; i < count; i++) {
    mix[i] *= Math.min(1, i / fadeIn, (count - 1 - i) / fadeOut);
    peak = Math.max(peak, Math.abs(mix[i]));
  }
  const scale = peak > 0 ? (0.7 * 32767) / peak : 0;
  const pcm = new Int16Array(count);
  for (let i = 0; i < count; i++) pcm[i] = Math.round(mix[i] * scale);
  return pcm;
}

/**
 * The podcast episodes' audio: MP3 files (mono, 44.1 kHz, 96 kbps CBR) of the music beds in
 * audio-score.ts, encoded in JavaScript by lamejs (no system binary). Each clip's duration is read
 * back from the encoded file with music-metadata, so what the dataset states is what a player finds.
 */
import { Worker } from 'node:worker_threads';
import { Mp3Encoder } from '@breezystack/lamejs';
import { parseBuffer } from 'music-metadata';
import { SCORES, renderPcm, type ClipScore } from './audio-score.js';
import type { GeneratedFile } from './images/library.js';

export const SAMPLE_RATE = 44_100;
export const KBPS = 96;
/** lamejs takes PCM in chunks of a multiple of the MP3 frame size (1152 samples). */
const CHUNK = 1152 * 16;

export interface AudioClip {
  name: string;
  /** Site path the podcastAudio block links to. */
  url: string;
  /** As a parser reads it from the MP3 file, to the hundredth of a second. */
  durationSeconds: number;
  bytes: number;
}

function encode(pcm: Int16Array): Buffer {
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const parts: Buffer[] = [];
  // lamejs hands back Int8Arrays (its .d.ts says Uint8Array): view their bytes as they are.
  const take = (bytes: ArrayBufferView): number => parts.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  for (let i = 0; i < pcm.length; i += CHUNK) take(encoder.encodeBuffer(pcm.subarray(i, i + CHUNK)));
  take(encoder.flush());
  return Buffer.concat(parts);
}

async function clip(score: ClipScore): Promise<{ clip: AudioClip; file: GeneratedFile }> {
  const mp3 = encode(renderPcm(score, SAMPLE_RATE));
  const { format } = await parseBuffer(mp3, { mimeType: 'audio/mpeg', size: mp3.length }, { duration: true });
  if (!format.duration) throw new Error(`audio: could not read the duration of ${score.name}.mp3 back`);
  const name = `${score.name}.mp3`;
  return {
    clip: { name: score.name, url: `/media/audio/${name}`, durationSeconds: Math.round(format.duration * 100) / 100, bytes: mp3.length },
    file: { path: `media/audio/${name}`, content: mp3 },
  };
}

export async function buildAudio(onPlanned?: (total: number) => { tick(): void }): Promise<{ clips: AudioClip[]; files: GeneratedFile[] }> {
  const clips: AudioClip[] = [];
  const files: GeneratedFile[] = [];
  const progress = onPlanned?.(SCORES.length);
  // One at a time: encoding is synchronous JavaScript, so parallel promises would not overlap anyway.
  for (const score of SCORES) {
    const made = await clip(score);
    clips.push(made.clip);
    files.push(made.file);
    progress?.tick();
  }
  return { clips, files };
}

type WorkerMessage =
  | { planned: number }
  | { tick: true }
  | { done: { clips: AudioClip[]; files: Array<{ path: string; content: Uint8Array }> } }
  | { error: string };

/**
 * buildAudio in a worker thread, so the images render beside it on the other core. The worker runs
 * with this process's flags (`--import tsx`); the bytes are the same as buildAudio's.
 */
export function buildAudioOffThread(onPlanned?: (total: number) => { tick(): void }): Promise<{ clips: AudioClip[]; files: GeneratedFile[] }> {
  return new Promise((resolve, reject) => {
    // A worker does not inherit the module hooks `--import tsx` installed on this thread: a small
    // JavaScript entry registers them there, then loads the TypeScript worker.
    const entry = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./audio-worker.ts', import.meta.url).href)}); });`;
    const worker = new Worker(entry, { eval: true });
    let step: { tick(): void } | undefined;
    let settled = false;
    worker.on('message', (message: WorkerMessage) => {
      if ('planned' in message) step = onPlanned?.(message.planned);
      else if ('tick' in message) step?.tick();
      else if ('done' in message) {
        settled = true;
        // Structured clone hands Buffers back as plain Uint8Arrays: view the same bytes as Buffers.
        const files = message.done.files.map((f) => ({ ...f, content: Buffer.from(f.content.buffer, f.content.byteOffset, f.content.byteLength) }));
        resolve({ clips: message.done.clips, files });
        void worker.terminate();
      } else {
        settled = true;
        reject(new Error(`audio: ${message.error}`));
        void worker.terminate();
      }
    });
    worker.on('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.on('exit', (code) => {
      if (!settled) reject(new Error(`audio: the worker exited with code ${code} before it finished`));
    });
  });
}

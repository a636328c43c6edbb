/**
 * The episodes' audio made in a worker thread (audio.ts, buildAudioOffThread): encoding MP3s is
 * synchronous JavaScript, and on the generator's main thread it held back the image renders beside
 * it (sharp's completions wait for the main thread). Posts `{ planned }`, a `{ tick }` per clip, then
 * `{ done }` with the clips and files.
 */
import { parentPort } from 'node:worker_threads';
import { buildAudio } from './audio.js';

const port = parentPort;
if (!port) throw new Error('audio-worker.ts runs as a worker thread (audio.ts, buildAudioOffThread)');
buildAudio((total) => {
  port.postMessage({ planned: total });
  return { tick: () => port.postMessage({ tick: true }) };
}).then(
  (done) => port.postMessage({ done }),
  (error: unknown) => port.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);

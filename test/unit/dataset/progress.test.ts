/**
 * The dataset generator's progress: an updating line on a terminal, one line per step otherwise
 * (CI logs), each with the count and the time elapsed and left.
 */
import { createProgress } from '../../../tools/dataset/progress.js';

function sink(isTTY: boolean) {
  const out = { text: '', isTTY, write: (t: string) => (out.text += t) };
  return out;
}

describe('dataset progress', () => {
  const plans = [
    { name: 'images', weight: 3 },
    { name: 'files', weight: 1 },
  ];

  it('writes one line as each step ends when not on a terminal, with the count and time elapsed and left', () => {
    const out = sink(false);
    let t = 0;
    const progress = createProgress(plans, out, () => t);
    const images = progress.step('images', 2);
    t = 10_000;
    images.tick();
    t = 20_000;
    images.tick(); // 3/4 of the weighted work done in 20 s: about 7 s left
    const files = progress.step('files', 1);
    t = 21_000;
    files.tick();
    progress.end();
    expect(out.text.split('\n')).toEqual([
      'dataset: generating images, files; a line as each is done',
      'dataset: images 2/2 done in 20 s · 20 s elapsed, about 7 s left',
      'dataset: files 1/1 done in 1 s · 21 s elapsed',
      '',
    ]);
    expect(out.text).not.toContain('\r');
  });

  it('rewrites one line in place on a terminal and clears it at the end', () => {
    const out = sink(true);
    let t = 0;
    const progress = createProgress(plans, out, () => t);
    const images = progress.step('images', 4);
    for (let i = 1; i <= 4; i++) {
      t = i * 5_000;
      images.tick();
    }
    progress.end();
    const frames = out.text.split('\r\x1b[2K').filter(Boolean);
    expect(frames[0]).toBe('dataset: images 0/4 · 0 s elapsed');
    expect(frames).toContain('dataset: images 2/4 · 10 s elapsed, about 17 s left');
    expect(frames.at(-1)).toBe('dataset: images 4/4 · 20 s elapsed, about 7 s left');
    expect(out.text).not.toContain('\n');
    expect(out.text.endsWith('\r\x1b[2K')).toBe(true);
  });
});

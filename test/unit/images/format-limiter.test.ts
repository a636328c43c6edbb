/** Output format negotiation (server/images/format.ts) and the bounded render queue (server/limiter.ts). */
import { accepts, chooseFormat } from '../../../server/images/format.js';
import { createLimiter, QueueFullError } from '../../../server/limiter.js';
import { parseImageParams } from '../../../server/images/params.js';

const params = (query: string) => parseImageParams(Object.fromEntries(new URLSearchParams(query)));
const jpeg = { ext: 'jpg', hasAlpha: false };
const alphaPng = { ext: 'png', hasAlpha: true };

describe('chooseFormat', () => {
  it('with auto=format picks WebP, then AVIF, as Accept allows', () => {
    expect(chooseFormat(params('auto=format'), jpeg, 'image/avif,image/webp,*/*')).toBe('webp');
    expect(chooseFormat(params('auto=format'), jpeg, 'image/avif,*/*')).toBe('avif');
    expect(chooseFormat(params('auto=format'), jpeg, 'image/webp;q=0, image/avif')).toBe('avif');
    expect(chooseFormat(params('auto=format'), alphaPng, 'image/webp')).toBe('webp');
  });

  it('otherwise keeps the original kind: JPEG, or PNG when the original has alpha', () => {
    expect(chooseFormat(params('auto=format'), jpeg, 'image/jpeg')).toBe('jpg');
    expect(chooseFormat(params('auto=format'), jpeg, undefined)).toBe('jpg');
    expect(chooseFormat(params('auto=format'), alphaPng, '*/*')).toBe('png');
    expect(chooseFormat(params('w=10'), jpeg, 'image/avif')).toBe('jpg');
  });

  it('lets fm win over auto=format', () => {
    expect(chooseFormat(params('auto=format&fm=png'), jpeg, 'image/avif')).toBe('png');
  });

  it('reads Accept entries exactly', () => {
    expect(accepts('image/webpx', 'image/webp')).toBe(false);
    expect(accepts('text/html, IMAGE/WEBP;q=0.8', 'image/webp')).toBe(true);
  });
});

describe('createLimiter', () => {
  it('runs at most `concurrency` at once and refuses past `maxQueued` waiting, then recovers', async () => {
    const limiter = createLimiter({ concurrency: 1, maxQueued: 2 });
    const releases: Array<() => void> = [];
    let running = 0;
    let most = 0;
    const task = () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve('done');
        });
      });
    const accepted = [limiter.run(task), limiter.run(task), limiter.run(task)];
    await expect(limiter.run(task)).rejects.toThrow(QueueFullError);
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    await expect(Promise.all(accepted)).resolves.toEqual(['done', 'done', 'done']);
    expect(most).toBe(1);
    const again = limiter.run(async () => 'again');
    await expect(again).resolves.toBe('again');
  });
});

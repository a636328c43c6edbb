/**
 * A streamed page reaches the response in one write per batch React flushes, not one per few-kB
 * view React encodes into: each write through compression() was a zlib call of its own. The bytes
 * are the same as the copy the render keeps (the page cache's).
 */
import { createContentService } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { createPageDataLoader } from '../../../server/render/page-data-loader.js';
import { createRenderer, type StreamTarget } from '../../../server/render/render.js';
import type { Manifest } from '../../../server/render/manifest.js';
import { testConfig } from '../../support/app.js';

const manifest: Manifest = { entry: { file: '/assets/entry.js', css: ['/assets/entry.css'], imports: [] }, chunks: {} };
const ARTICLE = 'http://localhost/sections/news/articles/who-pays-for-the-transit-expansion';

describe('streamed render', () => {
  const config = testConfig();
  const logger = createLogger('silent');
  const content = createContentService({ config, logger });
  const renderer = createRenderer({ manifest, logger });

  it('writes each flushed batch to the response at once, the same bytes as the kept copy', async () => {
    const writes: Buffer[] = [];
    const events: string[] = [];
    const target: StreamTarget = {
      write: (chunk) => {
        writes.push(Buffer.from(chunk));
        events.push('write');
      },
      flush: () => events.push('flush'),
      end: () => events.push('end'),
    };
    const loader = createPageDataLoader({ content, flags: config.flags, logger }, { preview: false });
    const result = await renderer.render(new Request(ARTICLE), loader, { preview: false, stream: () => target });
    expect(result).toMatchObject({ kind: 'html', status: 200, streamed: true });
    if (result.kind !== 'html') return;
    // The article is many of React's 4 kB views long...
    expect(result.body.length).toBeGreaterThan(8 * 4096);
    expect(Buffer.concat(writes).equals(result.body)).toBe(true);
    // ...yet every write is followed by a flush before the next write: one write per batch.
    expect(events.join(' ')).not.toContain('write write');
    expect(events.at(-1)).toBe('end');
  });
});

/**
 * What a reader's browser is streamed, and how. A page still rendering when its shell is ready (a
 * part waiting inside a Suspense boundary) reaches the response in one write per batch React
 * flushes, not one per few-kB view React encodes into (each write through compression() was a zlib
 * call of its own), and the bytes are the same as the copy the render keeps. A page complete in the
 * pass that readied its shell (most pages: their data is loaded before the render) is not streamed
 * at all: it goes out whole, like a crawler's (docs/decisions/streaming-vs-whole-pages.md).
 */
import { createContentService } from '../../../server/content/index.js';
import { createLogger } from '../../../server/logger.js';
import { createPageDataLoader } from '../../../server/render/page-data-loader.js';
import { createRenderer, type StreamTarget } from '../../../server/render/render.js';
import type { Manifest } from '../../../server/render/manifest.js';
import { testConfig } from '../../support/app.js';
import { SLOW_PART_FALLBACK, SLOW_PART_TEXT } from '../../../client/pages/TestSlowStream/index.js';

const manifest: Manifest = { entry: { file: '/assets/entry.js', css: ['/assets/entry.css'], imports: [] }, chunks: {} };
const ARTICLE = 'http://localhost/sections/news/articles/who-pays-for-the-transit-expansion';
const SLOW = 'http://localhost/__test/slow-stream';

describe('streamed render', () => {
  const config = testConfig({ TEST_PAGES: 'on' });
  const logger = createLogger('silent');
  const content = createContentService({ config, logger });
  const renderer = createRenderer({ manifest, logger });
  const loader = () => createPageDataLoader({ content, flags: config.flags, logger, testPages: true }, { preview: false });

  /** A stream target that records what it is given, in order. */
  function recorder() {
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
    return { writes, events, target };
  }

  it('writes each flushed batch of a page still rendering to the response at once, the same bytes as the kept copy', async () => {
    const { writes, events, target } = recorder();
    let asked = 0;
    const result = await renderer.render(new Request(SLOW), loader(), { preview: false, stream: () => (asked++, target) });
    expect(result).toMatchObject({ kind: 'html', status: 200, streamed: true });
    if (result.kind !== 'html') return;
    expect(asked).toBe(1);
    expect(Buffer.concat(writes).equals(result.body)).toBe(true);
    // The shell (the whole frame, many of React's 4 kB views) went out in one write, before the
    // slow part; the slow part came in a write of its own.
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes[0].length).toBeGreaterThan(4 * 4096);
    expect(writes[0].toString()).toContain(SLOW_PART_FALLBACK);
    expect(writes[0].toString()).not.toContain(SLOW_PART_TEXT);
    expect(Buffer.concat(writes.slice(1)).toString()).toContain(SLOW_PART_TEXT);
    // ...and every write is followed by a flush before the next write: one write per batch.
    expect(events.join(' ')).not.toContain('write write');
    expect(events.at(-1)).toBe('end');
  });

  it('sends a page complete when its shell is ready whole: no stream is opened for it', async () => {
    const { events, target } = recorder();
    let asked = 0;
    const result = await renderer.render(new Request(ARTICLE), loader(), { preview: false, stream: () => (asked++, target) });
    expect(result).toMatchObject({ kind: 'html', status: 200, streamed: false });
    if (result.kind !== 'html') return;
    expect(asked).toBe(0);
    expect(events).toEqual([]);
    expect(result.body.toString()).toContain('</html>');
  });
});

/**
 * A page only the tests reach (TEST_PAGES=on, never with APP_ENV=prod): part of it waits
 * SLOW_PART_MS inside a Suspense boundary, so a streamed response shows its shell arriving before
 * the page is complete, and a crawler's response shows the server waiting for all of it
 * (test/integration/streaming.test.ts).
 */
import { Suspense, use, useState } from 'react';

export const SLOW_PART_MS = 600;
export const SLOW_PART_TEXT = 'The slow part has arrived.';
export const SLOW_PART_FALLBACK = 'The slow part is on its way…';

function SlowPart({ ready }: { ready: Promise<string> }) {
  return <p>{use(ready)}</p>;
}

export default function TestSlowStream() {
  // Created once per render of the page; the suspended part retries with the same promise.
  const [ready] = useState(() => new Promise<string>((resolve) => setTimeout(() => resolve(SLOW_PART_TEXT), SLOW_PART_MS)));
  return (
    <article className="generic-page">
      <h1>Streaming (test page)</h1>
      <Suspense fallback={<p>{SLOW_PART_FALLBACK}</p>}>
        <SlowPart ready={ready} />
      </Suspense>
    </article>
  );
}

/**
 * esbuild gives each lazily loaded page chunk its own CSS file, which nothing loads on a
 * client-side navigation. The server embeds the chunk -> CSS map (#__chunks) and route `lazy`
 * functions wait for the page's stylesheets before the page renders, so it never shows unstyled.
 */
let cssByChunk: Record<string, string[]> | null = null;

function chunkMap(): Record<string, string[]> {
  if (!cssByChunk) {
    const text = document.getElementById('__chunks')?.textContent;
    cssByChunk = text ? (JSON.parse(text) as Record<string, string[]>) : {};
  }
  return cssByChunk;
}

function loadStylesheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (l) => l.getAttribute('href') === href,
  );
  if (present) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    // A failed stylesheet must not block the page: it renders, only less styled.
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.appendChild(link);
  });
}

/** Loads the stylesheets of a chunk (by source path); resolves at once on the server. */
export function loadChunkCss(chunk: string | undefined): Promise<void> {
  if (!chunk || typeof document === 'undefined') return Promise.resolve();
  return Promise.all((chunkMap()[chunk] ?? []).map(loadStylesheet)).then(() => undefined);
}

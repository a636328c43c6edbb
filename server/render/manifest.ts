/** The build manifest written by build.mjs: which hashed files a page needs. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ChunkEntry {
  file: string; // URL path, e.g. /assets/Article-3FX2.js
  css: string[];
  imports: string[]; // URL paths of statically imported chunks
}

export interface Manifest {
  entry: ChunkEntry;
  chunks: Record<string, ChunkEntry>; // by source path, e.g. client/pages/Article/index.tsx
}

export interface PageAssets {
  entry: string | null;
  styles: string[];
  preloads: string[];
}

export const EMPTY_MANIFEST: Manifest = { entry: { file: '', css: [], imports: [] }, chunks: {} };

export function readManifest(clientBuildDir: string): Manifest {
  const file = path.join(clientBuildDir, 'manifest.json');
  if (!existsSync(file)) return EMPTY_MANIFEST;
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

/** Entry script, stylesheets and modulepreloads for the chunks of the matched routes. */
export function assetsFor(manifest: Manifest, chunkPaths: string[]): PageAssets {
  const styles = new Set(manifest.entry.css);
  const preloads = new Set(manifest.entry.imports);
  for (const chunkPath of chunkPaths) {
    const chunk = manifest.chunks[chunkPath];
    if (!chunk) continue;
    preloads.add(chunk.file);
    for (const i of chunk.imports) preloads.add(i);
    for (const c of chunk.css) styles.add(c);
  }
  return { entry: manifest.entry.file || null, styles: [...styles], preloads: [...preloads] };
}

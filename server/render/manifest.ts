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
  /** The Studio's overlays, loaded by preview pages only (client/visual-editing.ts; build.mjs builds it apart). */
  visualEditing?: ChunkEntry;
}

export interface PageAssets {
  entry: string | null;
  styles: string[];
}

export const EMPTY_MANIFEST: Manifest = { entry: { file: '', css: [], imports: [] }, chunks: {} };

export function readManifest(clientBuildDir: string): Manifest {
  const file = path.join(clientBuildDir, 'manifest.json');
  if (!existsSync(file)) return EMPTY_MANIFEST;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const visualEditing = path.join(clientBuildDir, 'visual-editing.json');
  if (existsSync(visualEditing)) manifest.visualEditing = JSON.parse(readFileSync(visualEditing, 'utf8')) as ChunkEntry;
  return manifest;
}

/** Entry script and the stylesheets of the entry and of the matched routes' chunks. */
export function assetsFor(manifest: Manifest, chunkPaths: string[]): PageAssets {
  const styles = new Set(manifest.entry.css);
  for (const chunkPath of chunkPaths) {
    for (const c of manifest.chunks[chunkPath]?.css ?? []) styles.add(c);
  }
  return { entry: manifest.entry.file || null, styles: [...styles] };
}

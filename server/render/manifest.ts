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
  /**
   * The matched routes' and on-demand parts' chunks and the chunks they import, less the entry and
   * what the entry imports: found by the browser only once the entry and its imports have run, so
   * the page names them (docs/decisions/header-before-hydration.md, "Hydration sooner").
   */
  modules: string[];
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
  const early = new Set([manifest.entry.file, ...manifest.entry.imports]);
  const modules = new Set<string>();
  for (const chunkPath of chunkPaths) {
    const chunk = manifest.chunks[chunkPath];
    if (!chunk) continue;
    for (const c of chunk.css) styles.add(c);
    for (const f of [chunk.file, ...chunk.imports]) if (!early.has(f)) modules.add(f);
  }
  return { entry: manifest.entry.file || null, styles: [...styles], modules: [...modules] };
}

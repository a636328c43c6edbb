/** Writes the generated files: each through a temporary file and a rename, so readers never see half a file. */
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GeneratedFile } from './images/library.js';

export function writeAtomic(file: string, content: string | Buffer): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

/** Writes the files and removes leftovers of earlier runs from the folders they live in. */
export function writeFiles(outDir: string, files: readonly GeneratedFile[], onWritten?: () => void): void {
  const keep = new Map<string, Set<string>>();
  for (const f of files) {
    const full = path.join(outDir, f.path);
    writeAtomic(full, f.content);
    onWritten?.();
    const dir = path.dirname(full);
    keep.set(dir, (keep.get(dir) ?? new Set()).add(path.basename(full)));
  }
  for (const [dir, names] of keep) {
    for (const name of readdirSync(dir)) {
      if (!names.has(name)) rmSync(path.join(dir, name), { force: true });
    }
  }
}

/**
 * Whether a generated dataset is the one the current generator makes. The dataset is generated,
 * not committed, and regenerating takes ~25 s, so the build and the test setup regenerate only when
 * the generator's sources or the libraries that draw and encode its media (sharp, lamejs) changed
 * since the dataset in `data/` was written: a checkout that had SVGs and WAVs gets the rasters and
 * MP3s on its next build instead of keeping stale files forever.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = '.generator-stamp';
const MEDIA_LIBRARIES = ['sharp', '@breezystack/lamejs'];

/** A hash of the generator's sources and the versions of its media libraries. */
export function generatorStamp(root) {
  const hash = createHash('sha256');
  const dir = path.join(root, 'tools', 'dataset');
  for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  for (const lib of MEDIA_LIBRARIES) {
    const manifest = path.join(root, 'node_modules', lib, 'package.json');
    hash.update(`${lib}@${existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'missing'}\0`);
  }
  return hash.digest('hex');
}

/** True when `outDir` holds a complete dataset made by the current generator. */
export function datasetIsCurrent(root, outDir = path.join(root, 'data')) {
  const stamp = path.join(outDir, STAMP);
  return existsSync(path.join(outDir, 'dataset.ndjson')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === generatorStamp(root);
}

/** Written by the generator after the dataset is complete. */
export function writeGeneratorStamp(root, outDir) {
  writeFileSync(path.join(outDir, STAMP), generatorStamp(root));
}

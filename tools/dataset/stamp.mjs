/**
 * Whether a generated dataset is the one the current generator makes. The dataset is generated,
 * not committed, and regenerating takes ~25 s, so the build and the test setup regenerate only when
 * the generator's sources, the libraries that draw and encode its media (sharp, lamejs) or the
 * installed fonts changed since the dataset in `data/` was written: a checkout that had SVGs and WAVs gets the rasters and
 * MP3s on its next build instead of keeping stale files forever.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STAMP = '.generator-stamp';
/** The generator's summary of a dataset (counts, files, bytes), written beside the stamp. */
export const RESULT_FILE = '.generator-result.json';
const MEDIA_LIBRARIES = ['sharp', '@breezystack/lamejs'];

/**
 * Feeds `hash` the path and bytes of every file of `inputs` (files or folders, relative to `root`;
 * missing ones are skipped), in a stable order. build.mjs stamps its build with the same walk.
 */
export function hashInputs(hash, root, inputs) {
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory() ? readdirSync(full, { recursive: true }).map((f) => path.join(input, String(f))).sort() : [input];
    for (const file of files) {
      if (statSync(path.join(root, file)).isFile()) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0');
    }
  }
  return hash;
}

/** Where fontconfig (and so librsvg, inside sharp) finds the system's fonts on Linux. */
const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(os.homedir(), '.fonts'), path.join(os.homedir(), '.local/share/fonts')];

/**
 * The installed font files, by path and size: the wordmarks and share cards draw their words with
 * SVG text in "Georgia, 'Times New Roman', serif", and which font that resolves to is up to the
 * machine (installing Chromium brings Liberation Serif, which then stands in for Times New Roman
 * where DejaVu Serif did). Other fonts draw other bytes, so they make another dataset.
 */
export function fontsFingerprint() {
  const hash = createHash('sha256');
  for (const dir of FONT_DIRS) {
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true }).map(String).sort()) {
      const full = path.join(dir, file);
      try {
        const stat = statSync(full);
        if (stat.isFile()) hash.update(`${full}\0${stat.size}\0`);
      } catch {
        // a dangling link: no font there
      }
    }
  }
  return hash.digest('hex');
}

/** A hash of the generator's sources, the versions of its media libraries and the installed fonts. */
export function generatorStamp(root) {
  const hash = hashInputs(createHash('sha256'), root, [path.join('tools', 'dataset')]);
  for (const lib of MEDIA_LIBRARIES) {
    const manifest = path.join(root, 'node_modules', lib, 'package.json');
    hash.update(`${lib}@${existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : 'missing'}\0`);
  }
  hash.update(`fonts:${fontsFingerprint()}\0`);
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

/**
 * Originals for the image pipeline's tests, made with sharp in a temporary dataset folder so the
 * tests never depend on the generated dataset: a 2400x1600 grey JPEG with a red 400 px square in
 * its top-right corner (crop and hotspot tests look for it), a PNG with transparency, a file that
 * is not an image under an image name, a GIF and an SVG.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { RequestListener } from 'node:http';
import { createContentRoutes } from '../../../server/content/images.js';
import { buildTestApp, testConfig } from '../../support/app.js';
import { createFakeContent } from '../../support/fake-content.js';

export const PHOTO = '/images/local/production/aaa111-2400x1600.jpg';
export const ALPHA_PNG = '/images/local/production/bbb222-800x600.png';
export const CORRUPT = '/images/local/production/ccc333-100x100.jpg';
export const GIF = '/images/local/production/ddd444-2x2.gif';
export const SVG = '/images/local/production/eee555-800x600.svg';
export const GREY = { r: 128, g: 128, b: 128 };
export const RED_SQUARE = { left: 2000, top: 0, size: 400 };

export interface Fixtures {
  datasetDir: string;
  cleanup(): void;
}

export async function writeFixtures(): Promise<Fixtures> {
  const datasetDir = mkdtempSync(path.join(tmpdir(), 'media-pipeline-images-'));
  const images = path.join(datasetDir, 'images');
  mkdirSync(images);
  const red = await sharp({ create: { width: RED_SQUARE.size, height: RED_SQUARE.size, channels: 3, background: { r: 255, g: 0, b: 0 } } }).png().toBuffer();
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: GREY } })
    .composite([{ input: red, left: RED_SQUARE.left, top: RED_SQUARE.top }])
    .jpeg({ quality: 90 })
    .toFile(path.join(images, 'aaa111-2400x1600.jpg'));
  await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } } })
    .png()
    .toFile(path.join(images, 'bbb222-800x600.png'));
  writeFileSync(path.join(images, 'ccc333-100x100.jpg'), 'this is not a JPEG');
  writeFileSync(path.join(images, 'ddd444-2x2.gif'), Buffer.from('R0lGODlhAgACAIAAAP8AAP///yH5BAAAAAAALAAAAAACAAIAAAICRAEAOw==', 'base64'));
  writeFileSync(
    path.join(images, 'eee555-800x600.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#0a0"/></svg>',
  );
  return { datasetDir, cleanup: () => rmSync(datasetDir, { recursive: true, force: true }) };
}

/**
 * For a test file: the whole app (createApp) with its dataset folder at fresh fixtures, made before
 * the file's tests and removed after them.
 */
export function fixtureAppForFile(): { readonly app: RequestListener; readonly datasetDir: string } {
  let fixtures: Fixtures | undefined;
  let app: RequestListener | undefined;
  beforeAll(async () => {
    fixtures = await writeFixtures();
    const config = { ...testConfig(), datasetDir: fixtures.datasetDir };
    app = buildTestApp(createFakeContent(), { config, contentRoutes: createContentRoutes(config) });
  });
  afterAll(() => fixtures?.cleanup());
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('fixtures are made in beforeAll');
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get datasetDir() {
      return ready(fixtures).datasetDir;
    },
  };
}

/** The RGB of one pixel of an encoded image. */
export async function pixel(body: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(body).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] as number, g: data[i + 1] as number, b: data[i + 2] as number };
}

export function isRed(p: { r: number; g: number; b: number }): boolean {
  return p.r > 200 && p.g < 60 && p.b < 60;
}

/** The embedded-dataset source: file formats, drafts, and the fixture dataset itself. */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createLocalSource, prepareDataset, readDataset } from '../../../server/content/sources/local.js';
import { tarEntries } from '../../../server/content/sources/tar.js';
import { documents } from '../../fixtures/content/documents.js';
import { serialise } from '../../fixtures/content/write.js';
import { FIXTURE_DIR } from './helpers.js';

const NDJSON = path.join(FIXTURE_DIR, 'dataset.ndjson');

/** A minimal ustar archive, as `sanity dataset export` writes one. */
function tar(entries: { name: string; data: Buffer }[]): Buffer {
  const blocks: Buffer[] = [];
  for (const { name, data } of entries) {
    const header = Buffer.alloc(512);
    header.write(name.slice(-100), 0);
    header.write('0000644\0', 100);
    header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('0', 156);
    header.write('ustar\0', 257);
    header.write(' '.repeat(8), 148);
    let sum = 0;
    for (const byte of header) sum += byte;
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

describe('local source', () => {
  it('the committed fixture NDJSON matches documents.ts (run test/fixtures/content/write.ts)', () => {
    expect(readFileSync(NDJSON, 'utf8')).toBe(serialise());
  });

  it('reads an NDJSON file, a folder, and a sanity export .tar.gz', async () => {
    const fromFile = await readDataset(NDJSON);
    expect(fromFile).toHaveLength(documents.length);
    expect(await readDataset(FIXTURE_DIR)).toHaveLength(documents.length);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-export-'));
    const archive = tar([
      { name: 'production-export/assets.json', data: Buffer.from('{}') },
      { name: 'production-export/data.ndjson', data: readFileSync(NDJSON) },
    ]);
    expect([...tarEntries(archive)].map((e) => e.name)).toEqual([
      'production-export/assets.json',
      'production-export/data.ndjson',
    ]);
    const file = path.join(dir, 'production.tar.gz');
    writeFileSync(file, gzipSync(archive));
    const fromExport = await readDataset(file);
    expect(fromExport.map((d) => d._id)).toEqual(fromFile.map((d) => d._id));
  });

  it('hides drafts outside preview and lets them replace their twin in preview', () => {
    const { published, preview } = prepareDataset([
      { _id: 'a', _type: 't', v: 1 },
      { _id: 'drafts.a', _type: 't', v: 2 },
      { _id: 'drafts.b', _type: 't', v: 3 },
    ]);
    expect(published.documents.map((d) => [d._id, d.v])).toEqual([['a', 1]]);
    expect(preview.documents.map((d) => [d._id, d.v, d._originalId])).toEqual([
      ['a', 2, 'drafts.a'],
      ['b', 3, 'drafts.b'],
    ]);
  });

  it('serves image assets from site paths', () => {
    const { published } = prepareDataset(documents);
    expect(published.byId.get('image-aaa111-800x600-svg')?.url).toBe('/images/local/production/aaa111-800x600.svg');
  });

  it('rejects when the dataset is missing, and retries later', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'colophon-empty-'));
    const source = createLocalSource({ location: path.join(dir, 'data.ndjson') });
    await expect(source.fetch('count(*)', {}, { preview: false })).rejects.toThrow();
    writeFileSync(path.join(dir, 'data.ndjson'), '{"_id":"x","_type":"t"}\n');
    await expect(source.fetch('count(*)', {}, { preview: false })).resolves.toBe(1);
  });
});

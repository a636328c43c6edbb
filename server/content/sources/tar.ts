/**
 * A tiny reader for the (ustar/pax/GNU) tar archives `sanity dataset export` writes, enough to
 * find data.ndjson inside without a dependency.
 */

export interface TarEntry {
  name: string;
  data: Buffer;
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

/** The `path` record of a pax extended header, if any. */
function paxPath(data: Buffer): string | undefined {
  for (const line of data.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** Regular files of an uncompressed tar archive, in archive order. */
export function* tarEntries(archive: Buffer): Generator<TarEntry> {
  let offset = 0;
  let longName: string | undefined;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) break; // end-of-archive marker
    const sizeField = field(header, 124, 12).trim();
    const size = sizeField === '' ? 0 : parseInt(sizeField, 8);
    if (!Number.isFinite(size) || size < 0) throw new Error(`Malformed tar header at byte ${offset}`);
    const type = String.fromCharCode(header[156] ?? 0);
    const dataStart = offset + BLOCK;
    const data = archive.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;

    if (type === 'L') {
      longName = field(data, 0, size); // GNU long name for the next entry
    } else if (type === 'x') {
      longName = paxPath(data) ?? longName;
    } else if (type === '0' || type === '\0') {
      const prefix = field(header, 345, 155);
      const name = field(header, 0, 100);
      yield { name: longName ?? (prefix ? `${prefix}/${name}` : name), data };
      longName = undefined;
    } else {
      longName = undefined; // directories, links, global headers: nothing to read
    }
  }
}

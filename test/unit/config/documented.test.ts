/**
 * docs/configuration.md documents every setting server/config.ts reads, and nothing else: its table
 * names each variable of ENV_NAMES once, and its FEATURE_<NAME> row lists every flag of
 * shared/flags.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_NAMES } from '../../../server/config.js';
import { FLAG_ENV_NAMES } from '../../../shared/flags.js';

const DOC = path.join(process.cwd(), 'docs/configuration.md');

/** The variable names in the first cell of each row of the document's tables. */
function tableRows(markdown: string): { names: string[]; cells: string[] }[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(' | ');
      const names = [...cells[0].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      return { names, cells };
    });
}

describe('docs/configuration.md', () => {
  const rows = tableRows(readFileSync(DOC, 'utf8'));
  const documented = rows.flatMap((r) => r.names).filter((name) => name !== 'FEATURE_<NAME>');

  it('has a row for every variable server/config.ts reads', () => {
    expect(ENV_NAMES.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('names no variable server/config.ts does not read, and none twice', () => {
    expect(documented.filter((name) => !ENV_NAMES.includes(name))).toEqual([]);
    expect(documented.filter((name, i) => documented.indexOf(name) !== i)).toEqual([]);
  });

  it('lists every feature flag in its FEATURE_<NAME> row', () => {
    const row = rows.find((r) => r.names.includes('FEATURE_<NAME>'));
    expect(row).toBeDefined();
    const listed = [...row!.cells.slice(1).join(' | ').matchAll(/`(FEATURE_[A-Z0-9_]+)`/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(Object.values(FLAG_ENV_NAMES).sort());
  });
});

/**
 * The browser's requests go through client/api/ (docs/architecture.md#the-layout-and-its-rules), as
 * `npm run lint` enforces with the project's own eslint.config.js: fetch anywhere else in client/ is
 * an error, in client/api/ it is not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
const RULES = new Set(['no-restricted-globals', 'no-restricted-properties']);

/** The messages of the request rule for `code` placed at `file` (relative to the root). */
async function requestErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId !== null && RULES.has(m.ruleId)).map((m) => m.message);
}

describe('requests only through client/api/', () => {
  it.each([
    ['client/components/x.tsx', "export const load = () => fetch('/api/x');"],
    ['client/pages/Account/x.tsx', "export const load = () => window.fetch('/api/x');"],
    ['client/store/x.ts', "export const load = () => globalThis.fetch('/api/x');"],
    ['client/x.ts', 'export const xhr = () => new XMLHttpRequest();'],
  ])('rejects in %s: %s', async (file, code) => {
    const errors = await requestErrors(file, `${code}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('client/api/');
  });

  it.each([
    ['client/api/x.ts', "export const load = () => fetch('/api/x');"],
    ['server/x.ts', "export const load = () => fetch('https://example.com/');"],
    ['client/components/x.tsx', "import { fetchPremiumBody } from '../api/premium.js';\nexport const load = () => fetchPremiumBody('/api/premium/articles/a/body');"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await requestErrors(file, `${code}\n`)).toEqual([]);
  });
});

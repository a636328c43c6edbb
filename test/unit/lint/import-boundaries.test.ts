/**
 * The import boundaries (docs/architecture.md#the-layout-and-its-rules), as `npm run lint` enforces
 * them with the project's own eslint.config.js: an import across a boundary is an error, an allowed
 * one is not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The messages of the import-boundary rule for `code` placed at `file` (relative to the root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['server/x.ts', "import { LinkMark } from '../client/components/content/body/LinkMark.js';"],
    ['server/content/x.ts', "export { makeStore } from '../../client/store/index.js';"],
    ['server/api/search-x.ts', "import type { RouteHandle } from '../../client/routes.js';"],
    ['server/api/page-data-router.ts', "import type { RouteHandle } from '../../client/routes.js';"],
    ['shared/x.ts', "import { loadConfig } from '../server/config.js';"],
    ['shared/content/x.ts', "import { routes } from '../../client/routes.js';"],
    ['client/x.ts', "import { loadConfig } from '../server/config.js';"],
    ['client/pages/Article/x.tsx', "import type { Config } from '../../../server/config.js';"],
    ['server/render/x.ts', "import { generateDataset } from '../../tools/dataset/generate.js';"],
    ['shared/x.ts', "import { slugify } from '../tools/dataset/docs.js';"],
    ['client/x.tsx', "import { Section } from '@react-email/section';"],
    ['shared/x.ts', "import { render } from '@react-email/render';"],
  ])('rejects in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\n`)).toHaveLength(1);
  });

  it.each([
    ['server/render/x.ts', "import { createRoutes } from '../../client/routes.js';"],
    ['server/x.ts', "import { safeHref } from '../shared/safe-href.js';"],
    ['client/x.ts', "import { safeHref } from '../shared/safe-href.js';"],
    ['shared/thirdparty/x.ts', "import type { ThirdPartyConfig } from './config.js';"],
    ['server/content/x.ts', "import { createClient } from '@sanity/client';"],
    ['server/newsletters/email/x.tsx', "import { Section } from '@react-email/section';"],
    ['tools/dataset/x.ts', "import type { ArticleDocument } from '../../shared/content/raw.js';"],
    ['test/unit/x.test.ts', "import { createApp } from '../../server/app.js';\nimport { makeStore } from '../../client/store/index.js';"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await boundaryErrors(file, `${code}\n`)).toEqual([]);
  });
});

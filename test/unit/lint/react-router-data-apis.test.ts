/**
 * The browser runs its own router (client/router/, docs/decisions/browser-router.md), so React
 * Router's data hooks would type-check in client/ and fail at run time: eslint.config.js refuses
 * importing them from 'react-router' there, naming our hook, while what works under our router
 * (useLocation, useNavigate, matchRoutes…) and our own hooks stay allowed.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import * as reactRouter from 'react-router';

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const PAGE = 'client/pages/Article/x.tsx';

describe("React Router's data APIs in client/", () => {
  it.each([
    ['useLoaderData', 'usePageData()'],
    ['useRouteLoaderData', 'useRouteData(routeId)'],
    ['useNavigation', 'usePageNavigation()'],
    ['useMatches', 'usePageMatches()'],
    ['useRouteError', 'usePageError()'],
    ['Outlet', '<PageOutlet />'],
  ])("refuses %s from 'react-router', naming ours (%s)", async (name, ours) => {
    const messages = await restricted(PAGE, `import { ${name} } from 'react-router';\nexport const x = ${name};`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`use ${ours} from client/router/hooks.ts`);
  });

  it.each(['useActionData', 'useFetcher', 'useRevalidator', 'useSubmit', 'useParams'])("refuses %s from 'react-router'", async (name) => {
    expect(await restricted('client/components/x.ts', `import { ${name} } from 'react-router';\nexport const x = ${name};`)).toHaveLength(1);
  });

  it('refuses them re-exported or mixed with allowed imports, anywhere in client/', async () => {
    expect(await restricted('client/x.ts', "export { useMatches } from 'react-router';")).toHaveLength(1);
    const mixed = await restricted('client/components/seo/x.tsx', "import { useLocation, useRouteLoaderData } from 'react-router';\nexport const x = [useLocation, useRouteLoaderData];");
    expect(mixed).toHaveLength(1);
    expect(mixed[0]).toContain('useRouteData(routeId)');
  });

  it('allows what works under our router, and our own hooks', async () => {
    const code = [
      "import { isRouteErrorResponse, matchRoutes, redirect, useLocation, useNavigate, useSearchParams, type LoaderFunction } from 'react-router';",
      "import { PageOutlet, usePageData, usePageError, usePageMatches, usePageNavigation, useRouteData } from '../../router/hooks.js';",
      'export const x = [isRouteErrorResponse, matchRoutes, redirect, useLocation, useNavigate, useSearchParams, PageOutlet, usePageData, usePageError, usePageMatches, usePageNavigation, useRouteData];',
      'export type L = LoaderFunction;',
    ].join('\n');
    expect(await restricted(PAGE, code)).toEqual([]);
  });

  it('leaves the server and tests free to use them (the rule is for the browser code)', async () => {
    expect(await restricted('server/render/x.ts', "import { createStaticHandler, useLoaderData } from 'react-router';\nexport const x = [createStaticHandler, useLoaderData];")).toEqual([]);
    expect(await restricted('test/unit/x.test.ts', "import { useLoaderData } from 'react-router';\nexport const x = useLoaderData;")).toEqual([]);
  });

  it("names only what react-router exports (a renamed export would leave the rule guarding nothing)", async () => {
    const config = (await eslint.calculateConfigForFile(path.join(root, PAGE))) as { rules: Record<string, [unknown, { paths: { name: string; importNames: string[] }[] }]> };
    const names = config.rules['no-restricted-imports']![1].paths.filter((p) => p.name === 'react-router').flatMap((p) => p.importNames);
    expect(names.length).toBeGreaterThanOrEqual(19);
    expect(names.filter((n) => !(n in reactRouter))).toEqual([]);
  });
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Imports point one way (docs/architecture.md#the-layout-and-its-rules): shared/ imports neither side; client/ never imports server/;
 * server/ imports client/ only to render it, from the files listed here. Top-level folders sit
 * one level under the root, so a relative path that climbs out and into client/ or server/ is
 * exactly an import across the boundary (test/unit/lint/import-boundaries.test.ts holds this).
 */
const intoServer = { regex: '^(\\.\\./)+server(/|$)', message: 'client/ and shared/ must not import server/ (docs/architecture.md#the-layout-and-its-rules).' };
const intoClient = (message) => ({ regex: '^(\\.\\./)+client(/|$)', message });
/** tools/ (the dataset generator) runs at build time only; what the app ships never imports it. */
const intoTools = { regex: '^(\\.\\./)+tools(/|$)', message: 'tools/ is build-time only: the app must not import it.' };
/** Newsletter emails are built on the server only (server/newsletters/email/): none of it in the browser's bundle. */
const emailOnServer = { regex: '^@react-email/', message: 'React Email renders newsletter emails on the server only (docs/decisions/newsletter-email.md).' };
/**
 * The browser runs its own router (client/router/, docs/decisions/browser-router.md), not React
 * Router's data router: React Router's data hooks and components would type-check in client/ and
 * then throw ("must be used within a data router") or see no route at run time. Each is refused
 * with the name of ours, or why there is none.
 */
const OURS = (hook) => `Not under our router: use ${hook} from client/router/hooks.ts (docs/decisions/browser-router.md).`;
const NO_DATA_ROUTER = "Needs React Router's data router, which the browser does not run (docs/decisions/browser-router.md).";
const NO_ROUTE_CONTEXT = "Reads React Router's route context, which client/router/RouteTree.tsx does not fill: it would see no route (docs/decisions/browser-router.md).";
const reactRouterDataApis = [
  ['useLoaderData', OURS('usePageData()')],
  ['useRouteLoaderData', OURS('useRouteData(routeId)')],
  ['useNavigation', OURS('usePageNavigation()')],
  ['useMatches', OURS('usePageMatches()')],
  ['useRouteError', OURS('usePageError()')],
  ['Outlet', OURS('<PageOutlet />')],
  ...['useActionData', 'useFetcher', 'useFetchers', 'useRevalidator', 'useSubmit', 'useBlocker', 'useViewTransitionState', 'Form', 'ScrollRestoration'].map((n) => [n, NO_DATA_ROUTER]),
  ...['useParams', 'useOutlet', 'useOutletContext', 'useFormAction'].map((n) => [n, NO_ROUTE_CONTEXT]),
].map(([name, message]) => ({ name: 'react-router', importNames: [name], message }));

/**
 * The browser's requests go through client/api/, one module per API (docs/architecture.md#the-layout-and-its-rules):
 * components, pages, hooks and thunks call those, never fetch. No exception is needed today: the app has
 * no service worker and no beacon; the third parties' SDKs (client/thirdparty/) make their own requests
 * inside their packages.
 */
const THROUGH_CLIENT_API = 'Requests go through the module of their API in client/api/ (docs/architecture.md#the-layout-and-its-rules).';
const requestsOnlyInClientApi = {
  'no-restricted-globals': ['error', { name: 'fetch', message: THROUGH_CLIENT_API }, { name: 'XMLHttpRequest', message: THROUGH_CLIENT_API }],
  'no-restricted-properties': [
    'error',
    ...['window', 'globalThis', 'self'].flatMap((object) => ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: THROUGH_CLIENT_API }))),
  ],
};

/** Server files that render the client's route table (SSR, and /_data through the same static handler). */
const SERVER_FILES_THAT_RENDER_CLIENT = ['server/render/**/*.{ts,tsx}'];

export default tseslint.config(
  // bench/peers/: the bench's peer apps, each its own package installed only by the bench (bench/README.md).
  { ignores: ['build/**', 'data/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'bench/peers/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: reactRouterDataApis, patterns: [intoServer, intoTools, emailOnServer] }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/api/**'],
    rules: requestsOnlyInClientApi,
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [intoServer, intoTools, emailOnServer, intoClient('shared/ must not import client/ (docs/architecture.md#the-layout-and-its-rules).')] }] },
  },
  {
    files: SERVER_FILES_THAT_RENDER_CLIENT,
    rules: { 'no-restricted-imports': ['error', { patterns: [intoTools] }] },
  },
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: SERVER_FILES_THAT_RENDER_CLIENT,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [intoTools, intoClient('server/ imports client/ only to render it (server/render/, /_data); move what both sides need to shared/.')] },
      ],
    },
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Test files run as ES modules, where Jest injects describe/it/expect but not `jest`.
      'no-restricted-globals': ['error', { name: 'jest', message: "Import it: import { jest } from '@jest/globals'." }],
    },
  },
);

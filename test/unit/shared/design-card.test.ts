/**
 * The packages the magazine is built on (docs/architecture.md#the-parts-and-where-they-run); each must be a
 * direct dependency, not only something another package pulls in. jest arrives with the test
 * runner's move from Vitest (a separate change), so it is not checked here yet.
 */
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

const CARD = ['express', 'react', 'react-dom', 'react-router', '@sanity/client', '@portabletext/react', 'lru-cache', 'helmet', 'cookie-parser', 'esbuild', 'redux', '@reduxjs/toolkit', 'supertest'];

describe('the design card', () => {
  it.each(CARD)('%s is a direct dependency', (name) => {
    expect(declared).toContain(name);
  });

  it('has no substitute renderer in the browser', () => {
    expect([...declared].filter((name) => /^preact/.test(name))).toEqual([]);
  });
});

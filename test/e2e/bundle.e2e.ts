/**
 * The browser runs React itself (react-dom's hydrateRoot), not a substitute: the built client
 * (npm run test:e2e builds first) is made of react-dom and React Router, with no Preact anywhere.
 */
import { readFileSync } from 'node:fs';

interface Metafile {
  inputs: Record<string, unknown>;
  outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
}

const meta = JSON.parse(readFileSync('build/client-meta.json', 'utf8')) as Metafile;
const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
const packages = new Set(Object.keys(meta.inputs).map(packageOf).filter(Boolean));

describe('the browser bundle', () => {
  it('contains react, react-dom and react-router, and no preact', () => {
    for (const name of ['react', 'react-dom', 'react-router', 'react-redux', '@reduxjs/toolkit']) expect(packages).toContain(name);
    expect([...packages].filter((p) => p!.startsWith('preact'))).toEqual([]);
  });

  it('hydrates with react-dom/client from the entry chunk or what it imports statically', () => {
    const entry = Object.values(meta.outputs).find((o) => o.entryPoint === 'client/entry.tsx');
    expect(entry).toBeDefined();
    const all = Object.values(meta.outputs).flatMap((o) => Object.keys(o.inputs));
    expect(all.some((i) => /node_modules\/react-dom\/cjs\/react-dom-client\.production/.test(i))).toBe(true);
  });
});

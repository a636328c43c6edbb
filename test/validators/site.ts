/** The running server of the validators suite: fetching its answers and reading its sitemaps. */
import { inject } from '../e2e/provided.js';

export const baseUrl = (): string => inject('baseUrl');

export async function fetchText(path: string, init?: RequestInit): Promise<{ status: number; type: string; text: string }> {
  const res = await fetch(baseUrl() + path, { redirect: 'manual', ...init });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** Text of every `<name>` element (flat, unnested elements such as loc). */
export function elementTexts(xml: string, name: string): string[] {
  const pattern = new RegExp(`<${name}>([^<]*)</${name}>`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1].replace(/&amp;/g, '&'));
}

/** The site path of one of the server's absolute URLs. */
export function sitePath(url: string): string {
  const base = baseUrl();
  if (!url.startsWith(`${base}/`)) throw new Error(`${url} is not on ${base}`);
  return url.slice(base.length);
}

/** Every sitemap the index lists, as site paths ('/sitemaps/sections.xml'). */
export async function listedSitemaps(): Promise<string[]> {
  const index = await fetchText('/sitemap.xml');
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  return elementTexts(index.text, 'loc').map(sitePath);
}

/** Every page path the sitemaps list. */
export async function sitemapPaths(): Promise<string[]> {
  const paths: string[] = [];
  for (const sitemap of await listedSitemaps()) {
    const { status, text } = await fetchText(sitemap);
    if (status !== 200) throw new Error(`${sitemap} answered ${status}`);
    paths.push(...elementTexts(text, 'loc').map(sitePath));
  }
  return paths;
}

/**
 * The bench's peer (bench/README.md, "The Next.js peer"): production defaults, with gzip on (as
 * Colophon's), no X-Powered-By, and Next's image optimiser off (the pages reference the same
 * /images URLs as Colophon's, which neither bench row fetches).
 */
export default {
  compress: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // The dataset lives outside this folder (../../../data): the build reads it from there.
  outputFileTracingRoot: new URL('../../..', import.meta.url).pathname,
  turbopack: { root: new URL('../../..', import.meta.url).pathname },
};

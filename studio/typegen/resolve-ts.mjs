/**
 * Preloaded by `npm run typegen` (NODE_OPTIONS=--import): lets Sanity TypeGen follow the site's
 * ESM imports. The site imports its TypeScript modules by their emitted name
 * ('../../shared/constants.js', as TypeScript's Bundler resolution wants), but TypeGen resolves a
 * query's imported fragments with require.resolve (after making the path absolute), which only
 * finds files that exist. A relative or absolute '.js' request that does not exist is retried as
 * the '.ts' (or '.tsx') file TypeScript itself would pick.
 */
import Module from 'node:module';

const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveTs(request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (!(/^[./]/.test(request) && request.endsWith('.js'))) throw error;
    for (const ext of ['.ts', '.tsx']) {
      try {
        return resolve.call(this, request.slice(0, -3) + ext, ...rest);
      } catch {
        // try the next extension; the original error is the one worth reporting
      }
    }
    throw error;
  }
};

/**
 * The page's own modules (docs/decisions/header-before-hydration.md, "Hydration sooner"): the HTML
 * names the matched routes' and on-demand parts' chunks and their imports, never the entry or what
 * the entry imports itself.
 */
import { assetsFor, type Manifest } from '../../../server/render/manifest.js';

const manifest: Manifest = {
  entry: { file: '/assets/entry.js', css: ['/assets/entry.css'], imports: ['/assets/react.js', '/assets/router.js'] },
  chunks: {
    'client/pages/Article/index.tsx': { file: '/assets/article.js', css: ['/assets/article.css'], imports: ['/assets/react.js', '/assets/body.js'] },
    'client/components/paywall/GatedBody.tsx': { file: '/assets/gate.js', css: [], imports: ['/assets/body.js', '/assets/router.js', '/assets/gate-deps.js'] },
  },
};

describe('assetsFor', () => {
  it("names the route's chunk and its imports, less the entry's, once each", () => {
    const assets = assetsFor(manifest, ['client/pages/Article/index.tsx', 'client/components/paywall/GatedBody.tsx']);
    expect(assets.modules).toEqual(['/assets/article.js', '/assets/body.js', '/assets/gate.js', '/assets/gate-deps.js']);
    expect(assets.styles).toEqual(['/assets/entry.css', '/assets/article.css']);
    expect(assets.entry).toBe('/assets/entry.js');
  });

  it('names no module for a page whose chunks the manifest does not know', () => {
    expect(assetsFor(manifest, ['client/pages/Unknown.tsx']).modules).toEqual([]);
  });
});

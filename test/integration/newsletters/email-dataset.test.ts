/**
 * Every released, published story of the embedded dataset (articles, features, recipes) as a
 * newsletter email, whole and (premium ones) as a teaser: under Gmail's 102 KB clip, counted as
 * sent (quoted-printable) with room for the recipient's unsubscribe address; every image absolute
 * with width and alt; the unsubscribe and manage links in both parts. Here, not in test/unit, for
 * React's production build (test/support/node-environment.ts): some 2,000 renders.
 */
import { UNSUBSCRIBE_PLACEHOLDER } from '../../../server/newsletters/email/index.js';
import { encodedSize, HTML_BUDGET_BYTES } from '../../../server/newsletters/email/render.js';
import { datasetEmails, images, renderFor, storyPaths } from '../../support/newsletter-email.js';

const GMAIL_CLIP_BYTES = 102 * 1024;

describe('newsletter emails of the whole embedded dataset', () => {
  const emails = datasetEmails();
  const paths = storyPaths();

  it('has stories of every kind to send', () => {
    for (const kind of ['article', 'feature', 'recipe']) expect(paths.filter((p) => p.kind === kind).length).toBeGreaterThan(0);
    expect(paths.filter((p) => p.premium).length).toBeGreaterThan(0);
  });

  it('every story, whole and teaser, fits under 102 KB with absolute images and both links', async () => {
    let largest = { path: '', bytes: 0, encoded: 0 };
    const failures: string[] = [];
    for (const p of paths) {
      const story = await emails.loadStory(p.path);
      if (!story) {
        failures.push(`${p.path}: not found`);
        continue;
      }
      for (const full of p.premium ? [true, false] : [true]) {
        const email = await renderFor(emails, story, full, 'https://mag.example');
        const bytes = Buffer.byteLength(email.html);
        const encoded = encodedSize(email.html);
        if (encoded > largest.encoded) largest = { path: `${p.path} full=${full}`, bytes, encoded };
        if (bytes >= GMAIL_CLIP_BYTES || encoded > HTML_BUDGET_BYTES) failures.push(`${p.path}: ${bytes} bytes, ${encoded} encoded`);
        for (const img of images(email.html)) {
          if (!/^https:\/\/mag\.example\/images\//.test(img.src ?? '') || !(Number(img.width) > 0) || !img.alt) {
            failures.push(`${p.path}: image ${JSON.stringify(img)}`);
          }
        }
        for (const part of [email.html, email.text]) {
          if (!part.includes(UNSUBSCRIBE_PLACEHOLDER) || !part.includes('https://mag.example/account')) failures.push(`${p.path}: links missing`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The largest (22 kB, 28 kB encoded, in December 2026: docs/features/newsletters.md) is far from the limit.
    expect(largest.bytes).toBeGreaterThan(0);
  }, 600_000);
});

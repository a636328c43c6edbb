/** Encyclopedia, generic pages, newsletter, donate, subscribe and search over the generated dataset. */
import { byId, ofType } from '../../support/dataset.js';
import request from 'supertest';
import { SEARCH_FIRST_PAGE } from '../../../shared/constants.js';
import { expectSizedImages, images, pagesApp, render, texts } from './helpers.js';

const app = pagesApp();

describe('/encyclopedia', () => {
  it('groups every term A–Z with a jump bar, pronunciation, type of word and definition', async () => {
    const data = byId('encyclopediaPage') as { title: string; description?: string; stickerLink?: string };
    const terms = ofType('encyclopediaTerm').filter((t) => !t._id.startsWith('drafts.'));
    const page = await render(app, '/encyclopedia');
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(data.title);
    expect(page.main.querySelectorAll('.term')).toHaveLength(terms.length);
    const jump = [...page.main.querySelectorAll('.jump-bar a')].map((a) => a.getAttribute('href'));
    const groups = [...page.main.querySelectorAll('.encyclopedia__group')].map((g) => `#${g.id}`);
    expect(jump).toEqual(groups);
    const letters = texts(page.main, '.encyclopedia__letter').filter((l) => l !== '#');
    expect(letters).toEqual([...letters].sort());
    const term = terms.find((t) => t.pronunciation && t.typeOfWord)!;
    const entry = [...page.main.querySelectorAll('.term')].find((el) => el.querySelector('dt')?.textContent?.startsWith(term.term))!;
    expect(entry.textContent).toContain(term.pronunciation!);
    expect(entry.textContent).toContain(term.typeOfWord!);
    expect(entry.querySelector('dd')?.textContent).toContain(term.definition);
    if (data.stickerLink) expect(page.main.querySelector(`.encyclopedia__sticker a[href="${data.stickerLink}"]`)).not.toBeNull();
    expectSizedImages(page.main);
  });
});

describe('generic pages', () => {
  for (const slug of ['privacy-policy', 'terms-of-service']) {
    it(`/${slug}: title and rich text`, async () => {
      const doc = ofType('page').find((p) => p.slug.current === slug)!;
      const page = await render(app, `/${slug}`);
      expect(page.status).toBe(200);
      expect(page.main.querySelector('h1')?.textContent).toBe(doc.title);
      expect(page.main.querySelectorAll('.body h2').length).toBeGreaterThan(0);
      expect(page.doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    });
  }
});

describe('/newsletter', () => {
  it('shows the page text and an accessible email form', async () => {
    const doc = ofType('page').find((p) => p.slug.current === 'newsletter')!;
    const page = await render(app, '/newsletter');
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(doc.title);
    const input = page.main.querySelector('form.newsletter-form input')!;
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('autocomplete')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('pattern')).toBeTruthy();
    expect(page.main.querySelector(`label[for="${input.id}"]`)?.textContent).toContain('Email address');
  });
});

describe('/donate', () => {
  it('shows headline, body, footer text and only the allowlisted donation iframe, isolated by its origin', async () => {
    const doc = byId('donationPage') as { headline: string; footerText?: string };
    const page = await render(app, '/donate');
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(doc.headline);
    if (doc.footerText) expect(page.main.textContent).toContain(doc.footerText);
    const frames = [...page.main.querySelectorAll('iframe')];
    expect(frames.length).toBeGreaterThan(0);
    for (const f of frames) {
      expect(new URL(f.getAttribute('src')!).hostname).toBe('donate.colophon-giving.org');
      // A payment form keeps its session in its own (cross) origin: no sandbox that allows both
      // scripts and same-origin (no sandbox at all, per the W3C checker), only the Payment Request API.
      expect(f.hasAttribute('sandbox')).toBe(false);
      expect(f.getAttribute('allow')).toBe('payment');
      expect(new URL(f.getAttribute('src')!).origin).not.toBe(new URL(page.html.match(/rel="canonical" href="([^"]+)"/)?.[1] ?? 'http://127.0.0.1').origin);
      expect(f.hasAttribute('onerror')).toBe(false);
    }
    // Nothing else of the provider HTML reaches the page: no script, no tracking pixel. The
    // allowlisted script is not markup either: the page creates it after mount (EmbedFrames.tsx).
    expect(page.main.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    expect(page.main.innerHTML).not.toContain('example-ads');
    expectSizedImages(page.main);
  });

  it("keeps the embed's allowlisted script in the page's data, and not the others", async () => {
    const page = await render(app, '/donate');
    const hydration = JSON.parse(page.doc.getElementById('__rr')!.textContent!) as { loaderData: Record<string, { page?: { donationEmbeds?: { tag: string; src: string }[] } }> };
    const embeds = Object.values(hydration.loaderData).find((d) => d?.page?.donationEmbeds)!.page!.donationEmbeds!;
    const scripts = embeds.filter((e) => e.tag === 'script').map((e) => e.src);
    // The dataset's embed code has three scripts: the provider's, an ad network's, an inline one.
    expect(scripts).toEqual(['https://donate.colophon-giving.org/embed/resize.js']);
    expect(JSON.stringify(embeds)).not.toContain('example-ads');
    // The holder the browser puts it in is there, empty, in the served HTML.
    expect(page.main.querySelector('.embed__scripts')?.children).toHaveLength(0);
  });
});

describe('/subscribe', () => {
  it('shows the tiers with price, benefits and their checkout iframe, then the questions', async () => {
    const doc = byId('subscriptionPage') as {
      headline: string;
      subscriptionTiers: { title: string; price: string; benefits: string[] }[];
      qaBenefits?: { question: string }[];
    };
    const page = await render(app, '/subscribe');
    expect(page.status).toBe(200);
    expect(page.main.querySelector('h1')?.textContent).toBe(doc.headline);
    expect(texts(page.main, '.tier__title')).toEqual(doc.subscriptionTiers.map((t) => t.title));
    expect(texts(page.main, '.tier__price')).toEqual(doc.subscriptionTiers.map((t) => t.price));
    expect(texts(page.main, '.tier__benefits li')).toEqual(doc.subscriptionTiers.flatMap((t) => t.benefits));
    expect(page.main.querySelectorAll('.tier iframe')).toHaveLength(doc.subscriptionTiers.length);
    expect(texts(page.main, '.subscribe__qa dt')).toEqual((doc.qaBenefits ?? []).map((q) => q.question));
    expectSizedImages(page.main);
  });

  it('is not found while the subscription page flag is off', async () => {
    const off = pagesApp({ FEATURE_SUBSCRIPTION_PAGE: 'off' });
    expect((await render(off, '/subscribe')).status).toBe(404);
  });
});

describe('/search', () => {
  it('has a GET form that works without JavaScript, keeping the term', async () => {
    const page = await render(app, '/search?q=bread');
    expect(page.status).toBe(200);
    const form = page.main.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.querySelector('input[name="q"]')?.getAttribute('value')).toBe('bread');
  });

  it('renders the first page of results for ?q= (no JavaScript needed), and its page data carries them', async () => {
    const page = await render(app, '/search?q=new');
    const results = page.main.querySelectorAll('.search-result');
    expect(results.length).toBe(SEARCH_FIRST_PAGE);
    expect(page.main.querySelector('.search-results__status')?.textContent).toMatch(new RegExp(`^Showing ${SEARCH_FIRST_PAGE} of \\d+ results$`));
    expect(page.main.textContent).not.toContain('Searching…');
    const data = await request(app).get('/_data/search?q=new');
    expect(data.body.data.results).toMatchObject({ term: 'new', total: expect.any(Number) });
    expect(data.body.data.results.items.map((i: { url: string }) => i.url)).toEqual(
      [...results].map((r) => r.querySelector('.search-result__title a')?.getAttribute('href')),
    );
    expect((await request(app).get('/_data/search')).body.data.results).toBeNull();
  });

  it('suggests recent stories when there is no term', async () => {
    const page = await render(app, '/search');
    expect(page.status).toBe(200);
    expect(page.main.querySelectorAll('.search-page__recent li').length).toBeGreaterThan(0);
    expect(images(page.main).length).toBeGreaterThan(0);
    expectSizedImages(page.main);
  });
});

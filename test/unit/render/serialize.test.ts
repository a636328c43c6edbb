import { jest } from '@jest/globals';
import { escapeJson, loaderDataJson } from '../../../server/render/serialize.js';

const parse = (json: string) => JSON.parse(json) as unknown;

describe('loaderDataJson', () => {
  it('writes the same JSON as JSON.stringify, escaped so content cannot close the script tag', () => {
    const data = {
      root: { content: Object.freeze({ title: '</script><script>alert(1)</script>', list: [1, 'a & b'] }), flags: { login: false }, gone: undefined },
      'routes/article': { article: { title: 'Line\u2028sep', date: '2026-11-22' } },
      empty: null,
      skipped: undefined,
      list: [1, 2],
    };
    const json = loaderDataJson(data);
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(parse(json)).toEqual(parse(escapeJson(data)));
    expect(parse(json)).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it('serialises a frozen (shared) value once and reuses its JSON', () => {
    const shared = Object.freeze({ sections: Object.freeze(['news']) });
    const first = loaderDataJson({ root: { content: shared, preview: false } });
    const stringify = jest.spyOn(JSON, 'stringify');
    const second = loaderDataJson({ root: { content: shared, preview: true } });
    const calls = stringify.mock.calls.map(([v]) => v);
    stringify.mockRestore();
    expect(calls).not.toContain(shared);
    expect(parse(second)).toEqual({ root: { content: { sections: ['news'] }, preview: true } });
    expect(parse(first)).toEqual({ root: { content: { sections: ['news'] }, preview: false } });
  });

  it('does not memoise objects that can still change', () => {
    const page = { title: 'Before' };
    loaderDataJson({ page: { page } });
    page.title = 'After';
    expect(parse(loaderDataJson({ page: { page } }))).toEqual({ page: { page: { title: 'After' } } });
  });
});

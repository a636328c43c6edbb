import { hasNextPage, pageBounds, pageParam, paginate } from '../../../shared/content/pagination.js';

const at = (q: string) => new URL(`http://x/list${q}`);

describe('pagination', () => {
  it('uses a page size of 18', () => {
    expect(pageBounds(1)).toEqual({ start: 0, end: 18 });
    expect(pageBounds(3)).toEqual({ start: 36, end: 54 });
  });

  it('has a next page while the loaded items are fewer than the total', () => {
    expect(hasNextPage(1, 40)).toBe(true);
    expect(hasNextPage(2, 40)).toBe(true);
    expect(hasNextPage(3, 40)).toBe(false);
    expect(hasNextPage(1, 18)).toBe(false);
    expect(hasNextPage(1, 19)).toBe(true);
    expect(hasNextPage(1, 0)).toBe(false);
    expect(hasNextPage(9, 40)).toBe(false);
  });

  it('builds the shared list shape', () => {
    expect(paginate(['a'], 19, 1)).toEqual({ items: ['a'], total: 19, page: 1, pageSize: 18, hasNextPage: true });
  });

  it('reads ?page=N, falling back to 1 for anything else', () => {
    expect(pageParam(at(''))).toBe(1);
    expect(pageParam(at('?page=3'))).toBe(3);
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '', '99999999999']) expect(pageParam(at(`?page=${bad}`))).toBe(1);
  });
});

import { normaliseHoliday } from '../../../shared/content/holiday.js';
import type { HOLIDAY_QUERY_RESULT } from '../../../shared/content/sanity.types.js';
import { keepContentTab } from '../../../shared/content/modules.js';

const summary = { _id: 'a', _createdAt: '2024-01-01T00:00:00Z', title: 'A', slug: 'a', section: { title: 'N', slug: 'n' } };

describe('holiday content tabs (kept only with a title, a layout and an article)', () => {
  it('keeps a tab only with a title, a layout and at least one article', () => {
    expect(keepContentTab({ key: 'k', title: 'T', layout: 'grid', articles: [] })).toBe(false);
    expect(keepContentTab({ key: 'k', title: undefined, layout: 'grid', articles: [] })).toBe(false);
  });

  it('filters the tabs of a holiday', () => {
    const holiday = normaliseHoliday({
      _id: 'h',
      title: 'Passover',
      slug: 'passover',
      startDate: '2024-04-22',
      endDate: '2024-04-30',
      contentTabs: [
        { _key: '1', title: 'Good', layout: 'grid', articles: [summary] },
        { _key: '2', layout: 'grid', articles: [summary] },
        { _key: '3', title: 'No layout', articles: [summary] },
        { _key: '4', title: 'Empty', layout: 'list', articles: [] },
        { _key: '5', title: 'Dangling', layout: 'list', articles: [null] },
      ],
    } as unknown as NonNullable<HOLIDAY_QUERY_RESULT>);
    expect(holiday.contentTabs.map((t) => t.key)).toEqual(['1']);
    expect(holiday.url).toBe('/sections/holidays/passover');
  });
});

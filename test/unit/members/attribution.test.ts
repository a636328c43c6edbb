/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * What brought the reader, in the browser (client/members/attribution.ts): a newsletter's link or a
 * gift link on arrival, or a paywall's Subscribe, kept in this tab's session storage (the first one);
 * otherwise the page the reader signs up on. Never a bad path.
 */
import { memberSource, noteArrival, noteSource } from '../../../client/members/attribution.js';

afterEach(() => sessionStorage.clear());

describe('attribution in the browser', () => {
  it('sends the current page when nothing brought the reader', () => {
    noteArrival({ pathname: '/feature/x', search: '?utm_source=mail' });
    expect(memberSource('/subscribe')).toEqual({ from: '/subscribe', via: 'page' });
  });

  it('remembers the page a newsletter link opened, over later pages and later sources', () => {
    noteArrival({ pathname: '/feature/x', search: '?ref=newsletter' });
    noteSource('/sections/news/articles/y', 'page');
    expect(memberSource('/subscribe')).toEqual({ from: '/feature/x', via: 'newsletter' });
  });

  it('remembers a gift link’s story without its token', () => {
    noteArrival({ pathname: '/sections/news/articles/y', search: '?gift=abc' });
    expect(memberSource('/')).toEqual({ from: '/sections/news/articles/y', via: 'gift-link' });
    expect(sessionStorage.getItem('colophon.source')).not.toContain('abc');
  });

  it('remembers a gift subscription’s redemption link without its code', () => {
    noteArrival({ pathname: '/gift/redeem', search: '?code=GIFT-CODE' });
    expect(memberSource('/account')).toEqual({ from: '/gift/redeem', via: 'gift' });
    expect(sessionStorage.getItem('colophon.source')).not.toContain('GIFT-CODE');
  });

  it('keeps nothing that is not a local path, and ignores a tampered store', () => {
    noteSource('https://evil.example/x', 'page');
    expect(memberSource('/a')).toEqual({ from: '/a', via: 'page' });
    sessionStorage.setItem('colophon.source', JSON.stringify({ from: '//evil.example', via: 'page' }));
    expect(memberSource('/a')).toEqual({ from: '/a', via: 'page' });
    sessionStorage.setItem('colophon.source', '{not json');
    expect(memberSource('/a')).toEqual({ from: '/a', via: 'page' });
  });
});

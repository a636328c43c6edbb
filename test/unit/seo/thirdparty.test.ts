/** @jest-environment ./test/support/jsdom-environment.ts */
import { jest } from '@jest/globals';
import { GTM_SCRIPT, META_PIXEL_SCRIPT, thirdPartyCsp, thirdPartyScripts } from '../../../shared/thirdparty/scripts.js';
import { loadThirdParty, resetThirdPartyForTests, whenIdleAfterLoad } from '../../../client/thirdparty/loader.js';
import { isDonateLink, listenForDonateClicks } from '../../../client/thirdparty/donateClicks.js';
import { thirdPartyConfigFor } from '../../../server/site-config.js';
import { cspHosts } from '../../../server/security.js';
import { loadConfig } from '../../../server/config.js';

const ENV = {
  GTM_ID: 'GTM-TEST123',
  META_PIXEL_ID: '1234567890',
  DONOR_CRM_URL: 'https://crm.donors.test/visit.js',
  RETENTION_SNIPPET_URL: 'https://retain.example.test/snippet.js?site=mag',
  ADS_SCRIPT_URL: 'https://ads.example.test/ads.js',
  TEXT_LINKER_URL: 'https://linker.example.test/linker.js',
  SENTRY_DSN: 'https://public@o1.ingest.sentry.test/42',
};
const config = (vars: Record<string, string> = {}) => loadConfig({ LOG_LEVEL: 'silent', ...vars });

describe('third-party configuration', () => {
  it('passes ids and URLs to the browser, dropping unset and malformed ones', () => {
    expect(thirdPartyConfigFor(config())).toEqual({});
    expect(thirdPartyConfigFor(config(ENV))).toEqual({
      gtmId: 'GTM-TEST123',
      metaPixelId: '1234567890',
      donorCrmUrl: ENV.DONOR_CRM_URL,
      retentionSnippetUrl: ENV.RETENTION_SNIPPET_URL,
      adsScriptUrl: ENV.ADS_SCRIPT_URL,
      textLinkerUrl: ENV.TEXT_LINKER_URL,
      sentry: { dsn: ENV.SENTRY_DSN, environment: 'dev' },
    });
    expect(thirdPartyConfigFor(config({ GTM_ID: 'GTM-1"><script>', META_PIXEL_ID: '12a' }))).toEqual({});
  });

  it('lists one external script per enabled service', () => {
    expect(thirdPartyScripts({})).toEqual([]);
    expect(thirdPartyScripts(thirdPartyConfigFor(config(ENV)))).toEqual([
      { name: 'tagManager', src: `${GTM_SCRIPT}?id=GTM-TEST123` },
      { name: 'adPixel', src: META_PIXEL_SCRIPT },
      { name: 'donorCrm', src: ENV.DONOR_CRM_URL },
      { name: 'retention', src: ENV.RETENTION_SNIPPET_URL },
      { name: 'ads', src: ENV.ADS_SCRIPT_URL },
      { name: 'textLinker', src: ENV.TEXT_LINKER_URL },
    ]);
  });
});

describe('the CSP lists exactly the enabled third-party hosts', () => {
  it('none without ids', () => {
    const hosts = cspHosts(config());
    expect(thirdPartyCsp({})).toEqual({ script: [], connect: [], img: [] });
    expect(hosts.script.join(' ')).not.toMatch(/googletagmanager|facebook|test/);
    expect(hosts.worker).toEqual([]);
  });

  it('each enabled script host in script-src, its beacons in connect-src and img-src, the DSN host in connect-src', () => {
    const hosts = cspHosts(config(ENV));
    for (const origin of ['https://www.googletagmanager.com', 'https://connect.facebook.net', 'https://crm.donors.test', 'https://retain.example.test', 'https://ads.example.test', 'https://linker.example.test']) {
      expect(hosts.script).toContain(origin);
    }
    expect(hosts.connect).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com', 'https://crm.donors.test', 'https://o1.ingest.sentry.test']));
    expect(hosts.img).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://www.facebook.com', 'https://ads.example.test']));
    expect(hosts.script).not.toContain('https://o1.ingest.sentry.test');
    expect(hosts.worker).toEqual(['blob:']);
    // Only the tag manager enabled: nothing of the others.
    const gtmOnly = cspHosts(config({ GTM_ID: 'GTM-TEST123' }));
    expect([...gtmOnly.script, ...gtmOnly.connect, ...gtmOnly.img].join(' ')).not.toMatch(/facebook|example\.test|donors|sentry/);
  });
});

describe('the loader', () => {
  beforeEach(() => {
    resetThirdPartyForTests();
    document.head.innerHTML = '';
    window.dataLayer = [];
    delete window.fbq;
  });

  it('waits for the load event, then an idle moment', () => {
    const listeners: Record<string, () => void> = {};
    const idle: (() => void)[] = [];
    const fake = {
      document: { readyState: 'interactive' },
      addEventListener: (name: string, fn: () => void) => (listeners[name] = fn),
      requestIdleCallback: (fn: () => void) => idle.push(fn),
    } as unknown as Window;
    const task = jest.fn();
    whenIdleAfterLoad(task, fake);
    expect(task).not.toHaveBeenCalled();
    listeners.load();
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('adds one async external script per service, once, with the tag manager and pixel queues ready', () => {
    const cfg = thirdPartyConfigFor(config({ ...ENV, SENTRY_DSN: '' }));
    loadThirdParty(cfg);
    loadThirdParty(cfg);
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(thirdPartyScripts(cfg).map((s) => s.src));
    for (const s of scripts) {
      expect(s.async).toBe(true);
      expect(s.textContent).toBe('');
    }
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'gtm.js', 'gtm.start': expect.any(Number) }));
    expect(window.fbq?.queue).toEqual([
      ['init', '1234567890'],
      ['track', 'PageView'],
    ]);
  });

  it('masks gift codes and tokens in the page views queued for the tag manager, and in later ones', () => {
    window.dataLayer = [{ event: 'page_view', page_path: '/gift/redeem?code=SECRET1', page_location: 'http://localhost/gift/redeem?code=SECRET1', page_title: 'Redeem' }];
    loadThirdParty(thirdPartyConfigFor(config({ ...ENV, SENTRY_DSN: '' })));
    window.dataLayer.push({ event: 'page_view', page_path: '/feature/a?gift=SECRET2&utm_source=mail' });
    const layer = JSON.stringify(window.dataLayer);
    expect(layer).not.toMatch(/SECRET/);
    expect(window.dataLayer[0]).toMatchObject({ page_path: '/gift/redeem?code=…', page_location: 'http://localhost/gift/redeem?code=…' });
    expect(window.dataLayer.at(-1)).toMatchObject({ page_path: '/feature/a?gift=…&utm_source=mail' });
  });

  it('adds nothing when nothing is configured', () => {
    loadThirdParty({});
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(window.dataLayer).toEqual([]);
  });
});

describe('donate clicks', () => {
  it('recognises the donation page and the provider', () => {
    const origin = 'https://mag.example';
    expect(isDonateLink('/donate', origin)).toBe(true);
    expect(isDonateLink('https://mag.example/donate?amount=18', origin)).toBe(true);
    expect(isDonateLink('https://donate.colophon-giving.org/give', origin)).toBe(true);
    expect(isDonateLink('/donations-policy', origin)).toBe(false);
    expect(isDonateLink('https://evil.example/donate', origin)).toBe(false);
  });

  it('pushes donate_click for a click anywhere inside such a link', () => {
    window.dataLayer = [];
    document.body.innerHTML = '<a href="/donate"><span id="inner">Give now</span></a><a href="/about" id="other">About</a>';
    // jsdom cannot navigate: the links must not try.
    document.addEventListener('click', (e) => e.preventDefault());
    const stop = listenForDonateClicks();
    document.getElementById('other')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    document.getElementById('inner')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    stop();
    document.getElementById('inner')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(window.dataLayer).toEqual([{ event: 'donate_click', link_url: `${window.location.origin}/donate`, link_text: 'Give now' }]);
  });
});

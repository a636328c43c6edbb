/** The pure rules of newsletter choices (server/newsletters/choices.ts). */
import { decideChoices, memberNewsletters, signupNewsletters, type Newsletter } from '../../../server/newsletters/choices.js';
import { parseMembersCsv } from '../../../server/newsletters/import.js';
import { NEWSLETTERS } from '../../../shared/newsletter-messages.js';

const n = (slug: string, extra: Partial<Newsletter> = {}): Newsletter => ({
  slug, name: slug.toUpperCase(), description: null, senderName: null, premiumOnly: false, defaultOn: false, ...extra,
});
const CATALOGUE = [n('weekly', { defaultOn: true }), n('recipes'), n('dispatch', { premiumOnly: true, defaultOn: true })];

describe('memberNewsletters', () => {
  it('uses the default where the member never chose, and their choice where they did', () => {
    const subscribed = (choices: [string, boolean][], premium: boolean) =>
      memberNewsletters(CATALOGUE, new Map(choices), premium).map((x) => x.subscribed);
    expect(subscribed([], false)).toEqual([true, false, false]); // a premium-only default reaches premium members only
    expect(subscribed([], true)).toEqual([true, false, true]);
    expect(subscribed([['weekly', false], ['recipes', true]], false)).toEqual([false, true, false]);
    expect(subscribed([['dispatch', true]], false)).toEqual([true, false, false]);
  });
});

describe('decideChoices', () => {
  it('turns the wanted slugs into a choice per newsletter', () => {
    const v = decideChoices(CATALOGUE, ['recipes'], true);
    expect(v).toEqual({ ok: true, choices: new Map([['weekly', false], ['recipes', true], ['dispatch', false]]) });
  });
  it('leaves a free member\'s premium-only choice as it was', () => {
    const v = decideChoices(CATALOGUE, [], false);
    expect(v.ok && [...v.choices.keys()]).toEqual(['weekly', 'recipes']);
  });
  it('refuses an unknown slug (400) before a premium-only one (403)', () => {
    expect(decideChoices(CATALOGUE, ['nope', 'dispatch'], false)).toEqual({ ok: false, status: 400, message: NEWSLETTERS.unknown('nope') });
    expect(decideChoices(CATALOGUE, ['dispatch'], false)).toEqual({ ok: false, status: 403, message: NEWSLETTERS.forPremium('DISPATCH') });
  });
});

describe('signupNewsletters', () => {
  it('is the one named, or the default-on ones that are not premium-only', () => {
    expect(signupNewsletters(CATALOGUE, undefined)).toEqual({ ok: true, slugs: ['weekly'] });
    expect(signupNewsletters(CATALOGUE, 'recipes')).toEqual({ ok: true, slugs: ['recipes'] });
    expect(signupNewsletters(CATALOGUE, 'dispatch')).toEqual({ ok: false, message: NEWSLETTERS.forPremium('DISPATCH') });
    expect(signupNewsletters(CATALOGUE, 'x')).toEqual({ ok: false, message: NEWSLETTERS.unknown('x') });
  });
});

describe('parseMembersCsv', () => {
  it('reads quoted fields, a BOM and CRLF, and numbers lines from the header', () => {
    const text = '\ufeffEmail,First_Name,last_name,newsletters\r\n"a@example.com","A, B",C," weekly ; recipes;weekly"\r\nbad,x,y,z\r\n';
    expect(parseMembersCsv(text)).toEqual({
      rows: [{ line: 2, email: 'a@example.com', firstName: 'A, B', lastName: 'C', newsletters: ['weekly', 'recipes'] }],
      errors: [{ line: 3, message: expect.stringContaining('"bad"') }],
    });
  });
  it('refuses a file whose header is not the four columns', () => {
    expect(() => parseMembersCsv('email,name\n')).toThrow(/header/);
    expect(() => parseMembersCsv('')).toThrow(/header/);
  });
});

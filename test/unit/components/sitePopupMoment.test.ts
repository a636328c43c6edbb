/** @jest-environment ./test/support/jsdom-environment.ts */
/**
 * When a due site popup may open (client/components/sitePopupMoment.ts): never over a paywall
 * (skipped), never over an open dialog or while the reader types (it waits), and in a page the
 * wait ends when the dialog closes and the typing stops.
 */
import { jest } from '@jest/globals';
import { popupMoment, takesText, TYPING_PAUSE_MS, whenQuiet, type PageNow } from '../../../client/components/sitePopupMoment.js';

const quiet: PageNow = { paywall: false, gateBusy: false, dialog: false, editing: false, sinceKeyMs: Infinity };

describe('popupMoment', () => {
  it('shows on a quiet page', () => {
    expect(popupMoment(quiet)).toBe('show');
    expect(popupMoment({ ...quiet, sinceKeyMs: TYPING_PAUSE_MS })).toBe('show');
  });

  it('skips a page with a paywall, whatever else', () => {
    expect(popupMoment({ ...quiet, paywall: true })).toBe('skip');
    expect(popupMoment({ ...quiet, paywall: true, dialog: true, editing: true })).toBe('skip');
  });

  it('waits while a dialog is open, a text field has focus, a key was just pressed, or a premium body is still deciding', () => {
    expect(popupMoment({ ...quiet, dialog: true })).toBe('wait');
    expect(popupMoment({ ...quiet, editing: true })).toBe('wait');
    expect(popupMoment({ ...quiet, sinceKeyMs: TYPING_PAUSE_MS - 1 })).toBe('wait');
    expect(popupMoment({ ...quiet, gateBusy: true })).toBe('wait');
    // A member's hidden panel under the placeholder is no paywall yet.
    expect(popupMoment({ ...quiet, gateBusy: true, paywall: true })).toBe('wait');
  });
});

describe('takesText', () => {
  it.each([
    [{ tagName: 'INPUT', type: 'email' }, true],
    [{ tagName: 'INPUT', type: 'password' }, true],
    [{ tagName: 'input' }, true],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'SELECT' }, true],
    [{ tagName: 'DIV', isContentEditable: true }, true],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'submit' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'BODY' }, false],
    [null, false],
  ])('%j: %s', (el, expected) => {
    expect(takesText(el)).toBe(expected);
  });
});

describe('whenQuiet in a page', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('resolves true at once on a quiet page', async () => {
    await expect(whenQuiet(() => true)).resolves.toBe(true);
  });

  it('resolves false on a page with a paywall', async () => {
    document.body.innerHTML = '<div class="article-body__premium"><section class="paywall"></section></div>';
    await expect(whenQuiet(() => true)).resolves.toBe(false);
  });

  it('waits for an open dialog to close and a focused field to lose focus', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<dialog open><input type="email" id="email"></dialog>';
    document.getElementById('email')!.focus();
    let result: boolean | undefined;
    void whenQuiet(() => true).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(5000);
    expect(result).toBeUndefined();
    document.querySelector('dialog')!.removeAttribute('open');
    await jest.advanceTimersByTimeAsync(5000);
    expect(result).toBeUndefined(); // still focused on the field
    document.body.innerHTML = '';
    await jest.advanceTimersByTimeAsync(1000);
    expect(result).toBe(true);
  });

  it('gives up when the page it waited on is gone', async () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<dialog open></dialog>';
    let live = true;
    let result: boolean | undefined;
    void whenQuiet(() => live).then((r) => (result = r));
    await jest.advanceTimersByTimeAsync(1000);
    live = false;
    await jest.advanceTimersByTimeAsync(1000);
    expect(result).toBe(false);
  });
});

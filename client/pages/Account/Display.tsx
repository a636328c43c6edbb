/**
 * The account page's Display card (docs/features/display.md): light, dark or the device's scheme,
 * and a text size. A choice shows at once (<html> is marked as the head script marks it) and is
 * saved with PATCH /api/account/preferences, whose answer also sets the display cookie every page
 * of this browser reads before its first paint; other devices get it at their next sign-in.
 */
import { useEffect, useState } from 'react';
import { DISPLAY } from '../../../shared/display-messages.js';
import { applyDisplay, type Display as DisplayChoice } from '../../../shared/display.js';
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from '../../../shared/library.js';
import { fetchPreferences, patchPreferences } from '../../api/display.js';
import { Alert, Card } from './parts.js';

export function Display() {
  const [display, setDisplay] = useState<DisplayChoice>();
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPreferences(controller.signal)
      .then(({ theme, textSize }) => setDisplay({ theme, textSize }))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(err instanceof Error ? err.message : DISPLAY.loadFailed);
      });
    return () => controller.abort();
  }, []);

  const choose = async (change: Partial<DisplayChoice>) => {
    if (!display) return;
    const before = display;
    const next = { ...display, ...change };
    setDisplay(next);
    applyDisplay(document.documentElement, next);
    setError(undefined);
    setSaved(false);
    try {
      const answer = await patchPreferences(change);
      setDisplay({ theme: answer.theme, textSize: answer.textSize });
      setSaved(true);
    } catch (err) {
      setDisplay(before);
      applyDisplay(document.documentElement, before);
      setError(err instanceof Error ? err.message : DISPLAY.saveFailed);
    }
  };

  return (
    <Card id="account-display" title={DISPLAY.heading}>
      <p className="meta">{DISPLAY.intro}</p>
      {!display && !error && <p className="meta" aria-busy="true">…</p>}
      {display && (
        <div className="account__form account__display">
          <fieldset className="account__choices" data-name="theme">
            <legend>{DISPLAY.themeLegend}</legend>
            {THEMES.map((t: Theme) => (
              <label key={t} className="account__choice">
                <input type="radio" name="theme" value={t} checked={display.theme === t} onChange={() => void choose({ theme: t })} />
                <span>{DISPLAY.themes[t]}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="account__choices" data-name="textSize">
            <legend>{DISPLAY.textSizeLegend}</legend>
            {TEXT_SIZES.map((s: TextSize) => (
              <label key={s} className="account__choice">
                <input type="radio" name="textSize" value={s} checked={display.textSize === s} onChange={() => void choose({ textSize: s })} />
                <span>{DISPLAY.textSizes[s]}</span>
              </label>
            ))}
          </fieldset>
          {saved && (
            <p className="account__notice" role="status">
              {DISPLAY.saved}
            </p>
          )}
        </div>
      )}
      <Alert message={error} />
    </Card>
  );
}

/** 'Once the page is interactive': the frame waits with this, then fetches the third-party loader's chunk. */

/** Longest wait for an idle moment before loading anyway. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `task` after the load event, in an idle period (Safari has no requestIdleCallback). */
export function whenIdleAfterLoad(task: () => void, win: Window = window): void {
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(task, 1);
  };
  if (win.document.readyState === 'complete') idle();
  else win.addEventListener('load', idle, { once: true });
}

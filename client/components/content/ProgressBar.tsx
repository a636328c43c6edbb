import { useEffect, useState } from 'react';
import { DEFAULT_PROGRESS_BAR_COLOR } from '../../../shared/constants.js';
import './progress.css';

/** How far the page has been scrolled, 0..100. */
export function scrollPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 100;
  return Math.round(Math.min(100, Math.max(0, (scrollTop / scrollable) * 100)));
}

/** Reading progress: a thin bar along the top that follows the scroll percentage. */
export function ProgressBar({ color = DEFAULT_PROGRESS_BAR_COLOR, label = 'Reading progress' }: { color?: string; label?: string }) {
  const [percent, setPercent] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const doc = document.documentElement;
      setPercent(scrollPercent(window.scrollY, doc.scrollHeight, window.innerHeight));
    };
    // One measurement per frame, however many scroll events arrive.
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);
  return (
    <div
      className="progress-bar no-print"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="progress-bar__fill" style={{ transform: `scaleX(${percent / 100})`, backgroundColor: color }} />
    </div>
  );
}

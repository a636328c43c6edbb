import { useCallback, useEffect, useState } from 'react';
import { cityById, loadCity, saveCity, type HolidayCity } from './cities.js';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The city the reader chose for the countdown, remembered across visits. Read only after mount:
 * the server cannot know it, so the first client render must not either (no hydration mismatch).
 */
export function useHolidayCity(): { city: HolidayCity | null; choose: (id: string) => void; forget: () => void } {
  const [city, setCity] = useState<HolidayCity | null>(null);

  useEffect(() => {
    setCity(loadCity(storage()));
  }, []);

  const choose = useCallback((id: string) => {
    const next = cityById(id);
    if (!next) return;
    setCity(next);
    saveCity(storage(), next);
  }, []);

  const forget = useCallback(() => {
    setCity(null);
    saveCity(storage(), null);
  }, []);

  return { city, choose, forget };
}

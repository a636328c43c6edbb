/**
 * The cities a reader without geolocation can pick for the holiday countdown (issue 32): where most
 * of the magazine's readers live. Each place carries its IANA time zone, so its sundown is shown in
 * that city's clock time, not the browser's. Pure: storage is passed in.
 */

export interface HolidayCity {
  /** Stable: it is what the reader's browser remembers. */
  id: string;
  name: string;
  lat: number;
  lng: number;
  timeZone: string;
}

export const HOLIDAY_CITIES: readonly HolidayCity[] = [
  { id: 'jerusalem', name: 'Jerusalem', lat: 31.7683, lng: 35.2137, timeZone: 'Asia/Jerusalem' },
  { id: 'tel-aviv', name: 'Tel Aviv', lat: 32.0853, lng: 34.7818, timeZone: 'Asia/Jerusalem' },
  { id: 'new-york', name: 'New York', lat: 40.7128, lng: -74.006, timeZone: 'America/New_York' },
  { id: 'los-angeles', name: 'Los Angeles', lat: 34.0522, lng: -118.2437, timeZone: 'America/Los_Angeles' },
  { id: 'chicago', name: 'Chicago', lat: 41.8781, lng: -87.6298, timeZone: 'America/Chicago' },
  { id: 'toronto', name: 'Toronto', lat: 43.6532, lng: -79.3832, timeZone: 'America/Toronto' },
  { id: 'london', name: 'London', lat: 51.5074, lng: -0.1278, timeZone: 'Europe/London' },
  { id: 'paris', name: 'Paris', lat: 48.8566, lng: 2.3522, timeZone: 'Europe/Paris' },
  { id: 'buenos-aires', name: 'Buenos Aires', lat: -34.6037, lng: -58.3816, timeZone: 'America/Argentina/Buenos_Aires' },
  { id: 'johannesburg', name: 'Johannesburg', lat: -26.2041, lng: 28.0473, timeZone: 'Africa/Johannesburg' },
  { id: 'melbourne', name: 'Melbourne', lat: -37.8136, lng: 144.9631, timeZone: 'Australia/Melbourne' },
  { id: 'moscow', name: 'Moscow', lat: 55.7558, lng: 37.6173, timeZone: 'Europe/Moscow' },
];

/** Namespaced like the site's other keys (client/store/authStorage.ts). */
export const HOLIDAY_CITY_KEY = 'colophon.holidayCity';

export function cityById(id: unknown): HolidayCity | null {
  return typeof id === 'string' ? (HOLIDAY_CITIES.find((c) => c.id === id) ?? null) : null;
}

type CityStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The remembered city, or null. Whatever else is stored (an old or hand-edited value, a city since
 * dropped from the list) is forgotten rather than trusted; storage that is missing or refuses
 * access (privacy modes) just means no city.
 */
export function loadCity(storage: CityStorage | null): HolidayCity | null {
  try {
    const raw = storage?.getItem(HOLIDAY_CITY_KEY) ?? null;
    if (raw === null) return null;
    const city = cityById(raw);
    if (!city) storage?.removeItem(HOLIDAY_CITY_KEY);
    return city;
  } catch {
    return null;
  }
}

/** Remembers the city (null forgets it); a refusing storage only means it is not remembered. */
export function saveCity(storage: CityStorage | null, city: HolidayCity | null): void {
  try {
    if (city) storage?.setItem(HOLIDAY_CITY_KEY, city.id);
    else storage?.removeItem(HOLIDAY_CITY_KEY);
  } catch {
    // Not remembered; the choice still holds for this visit.
  }
}

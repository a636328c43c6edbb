/** The holiday countdown's cities (issue 32): the list itself, and what the browser remembers. */
import { cityById, HOLIDAY_CITIES, HOLIDAY_CITY_KEY, loadCity, saveCity } from '../../../client/components/holiday/cities.js';
import { sundownBefore } from '../../../client/components/holiday/sundown.js';

/** The hour (0-23) an instant reads in a time zone. */
const localHour = (at: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(at));

describe('the city list', () => {
  it('is short, with unique ids and names', () => {
    expect(HOLIDAY_CITIES.length).toBeGreaterThanOrEqual(8);
    expect(HOLIDAY_CITIES.length).toBeLessThanOrEqual(16);
    expect(new Set(HOLIDAY_CITIES.map((c) => c.id)).size).toBe(HOLIDAY_CITIES.length);
    expect(new Set(HOLIDAY_CITIES.map((c) => c.name)).size).toBe(HOLIDAY_CITIES.length);
    for (const c of HOLIDAY_CITIES) expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('has a valid position and an IANA time zone for every city', () => {
    for (const c of HOLIDAY_CITIES) {
      expect(Math.abs(c.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(c.lng)).toBeLessThanOrEqual(180);
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: c.timeZone })).not.toThrow();
    }
  });

  it('puts every sundown in the evening of its own time zone, winter and summer', () => {
    // A swapped sign or a zone on the wrong continent would land the sunset at some other hour.
    for (const c of HOLIDAY_CITIES) {
      for (const day of ['2026-12-05', '2027-06-11']) {
        const sundown = sundownBefore(day, c.lat, c.lng);
        expect(sundown).not.toBeNull();
        const hour = localHour(sundown!, c.timeZone);
        expect({ city: c.id, day, hour, evening: hour >= 15 && hour <= 21 }).toEqual({ city: c.id, day, hour, evening: true });
      }
    }
  });

  it('finds cities by id and nothing else', () => {
    expect(cityById('jerusalem')?.name).toBe('Jerusalem');
    expect(cityById('Jerusalem')).toBeNull();
    expect(cityById('atlantis')).toBeNull();
    expect(cityById('')).toBeNull();
    expect(cityById(undefined)).toBeNull();
    expect(cityById(42)).toBeNull();
  });
});

/** A Storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('the remembered city', () => {
  it('is saved under a namespaced key and read back', () => {
    const storage = memoryStorage();
    saveCity(storage, cityById('buenos-aires'));
    expect(storage.map.get(HOLIDAY_CITY_KEY)).toBe('buenos-aires');
    expect(HOLIDAY_CITY_KEY.startsWith('colophon.')).toBe(true);
    expect(loadCity(storage)?.name).toBe('Buenos Aires');
  });

  it('is none when nothing is stored, and forgetting removes it', () => {
    const storage = memoryStorage();
    expect(loadCity(storage)).toBeNull();
    saveCity(storage, cityById('london'));
    saveCity(storage, null);
    expect(storage.map.has(HOLIDAY_CITY_KEY)).toBe(false);
    expect(loadCity(storage)).toBeNull();
  });

  it.each(['atlantis', '', '{"id":"jerusalem"}', 'null', ' jerusalem', '\u0000\uffff', 'x'.repeat(10_000)])(
    'drops a stored value that is not a city on the list (%j)',
    (raw) => {
      const storage = memoryStorage({ [HOLIDAY_CITY_KEY]: raw, other: 'kept' });
      expect(loadCity(storage)).toBeNull();
      expect(storage.map.has(HOLIDAY_CITY_KEY)).toBe(false);
      expect(storage.map.get('other')).toBe('kept');
    },
  );

  it('is none, without throwing, where storage is missing or refuses access', () => {
    expect(loadCity(null)).toBeNull();
    expect(loadCity(refusing)).toBeNull();
    expect(() => saveCity(refusing, cityById('paris'))).not.toThrow();
    expect(() => saveCity(null, cityById('paris'))).not.toThrow();
  });
});

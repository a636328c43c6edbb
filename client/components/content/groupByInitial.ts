interface Person {
  firstName: string;
  lastName: string;
  name: string;
}

/** People grouped by the initial of their last name (first name when there is none), A–Z; '#' for the rest. */
export function groupByInitial<T extends Person>(people: T[]): { letter: string; people: T[] }[] {
  const key = (p: T) => (p.lastName || p.firstName || p.name).trim();
  const sorted = [...people].sort(
    (a, b) => key(a).localeCompare(key(b), 'en') || a.firstName.localeCompare(b.firstName, 'en'),
  );
  const groups = new Map<string, T[]>();
  for (const person of sorted) {
    // Strip accents so 'Ó' files under 'O'.
    const initial = key(person).normalize('NFD').charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(initial) ? initial : '#';
    groups.set(letter, [...(groups.get(letter) ?? []), person]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, people: list }));
}

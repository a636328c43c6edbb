/**
 * Lookup tables over one view of the embedded dataset, built once at load, so a GROQ filter that
 * pins `_type`, `_id`, `slug.current` or a reference can start from the few documents it can match
 * instead of all of them (narrow.ts). Every table maps a key to document positions in ascending
 * order: candidates taken from them keep the dataset's order, so ordering and ties are unchanged.
 */

export interface IndexedDocument {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

export interface DocumentIndex {
  byType: Map<string, number[]>;
  byId: Map<string, number[]>;
  bySlug: Map<string, number[]>;
  /** Every `_ref` string anywhere in a document (at any depth) -> the documents holding it. */
  byRef: Map<string, number[]>;
}

function add(table: Map<string, number[]>, key: string, position: number): void {
  const positions = table.get(key);
  if (!positions) table.set(key, [position]);
  // A document holding the same key twice (two references to one id) is listed once.
  else if (positions[positions.length - 1] !== position) positions.push(position);
}

/**
 * Walks the whole value, also inside objects that carry a `_ref`: a superset of what groq-js's
 * `references()` (which stops at the first `_ref`) and any `a.b._ref == $id` can match.
 */
function collectRefs(value: unknown, found: (ref: string) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, found);
  } else if (value !== null && typeof value === 'object') {
    // for…in over a parsed JSON object (own, enumerable keys only): no [key, value] array a key,
    // which made this walk most of the start-up's indexing time.
    for (const key in value) {
      const inner = (value as Record<string, unknown>)[key];
      if (key === '_ref' && typeof inner === 'string') found(inner);
      else if (inner !== null && typeof inner === 'object') collectRefs(inner, found);
    }
  }
}

export function indexDocuments(documents: readonly IndexedDocument[]): DocumentIndex {
  const index: DocumentIndex = { byType: new Map(), byId: new Map(), bySlug: new Map(), byRef: new Map() };
  documents.forEach((doc, position) => {
    add(index.byType, doc._type, position);
    add(index.byId, doc._id, position);
    const slug = doc.slug as { current?: unknown } | null | undefined;
    if (slug && typeof slug === 'object' && typeof slug.current === 'string') add(index.bySlug, slug.current, position);
    collectRefs(doc, (ref) => add(index.byRef, ref, position));
  });
  return index;
}

/**
 * One story, one place on a page. Editors pick modules independently, so the same story can be
 * picked for the lead, a grid and a tab; a reader then sees it two or three times. The first,
 * most prominent module keeps it; later modules show their next stories instead, and a module
 * with nothing left is dropped by its caller.
 */

interface HasId {
  id: string;
}

/**
 * Keeps the stories of `list` not yet in `seen`, in order, and adds them to `seen`. Call it for
 * each module in the order a reader meets them on the page.
 */
export function claimStories<T extends HasId>(list: readonly T[], seen: Set<string>): T[] {
  const kept: T[] = [];
  for (const item of list) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    kept.push(item);
  }
  return kept;
}

/** One optional story (a page's lead or 'about' card): kept only if not already shown. */
export function claimStory<T extends HasId>(item: T | undefined, seen: Set<string>): T | undefined {
  return item && claimStories([item], seen)[0];
}

/** Modules with `articles`, each without the stories of earlier ones; emptied modules are left out. */
export function claimModules<M extends { articles: readonly HasId[] }>(modules: readonly M[], seen: Set<string>): M[] {
  return modules
    .map((m) => ({ ...m, articles: claimStories(m.articles, seen) }))
    .filter((m) => m.articles.length > 0);
}

/**
 * `list` without stories already shown, topped up to `size` from `pool` (newest first) with stories
 * not shown anywhere yet, so a module that lost stories to an earlier one is not left half-empty.
 */
export function claimAndFill<T extends HasId>(list: readonly T[], pool: readonly T[], size: number, seen: Set<string>): T[] {
  return fillUp(claimStories(list, seen).slice(0, size), pool, size, seen);
}

/** Already-claimed `kept` stories, topped up to `size` from `pool` with stories not shown yet. */
export function fillUp<T extends HasId>(kept: readonly T[], pool: readonly T[], size: number, seen: Set<string>): T[] {
  const out = [...kept];
  for (const item of pool) {
    if (out.length >= size) break;
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}


/**
 * What the side menu lists beyond the sections. It is the only menu on phones (the header's main
 * menu shows from 900 px), so every area of the site must be reachable from it: the main menu's
 * entries that are not already listed sections (Podcasts, Recipes, Encyclopedia, a section hidden
 * from the side nav such as Culture), then the site's own areas that no editor menu may name.
 */

export interface MenuLink {
  text: string;
  url: string;
}

/** Areas of the site with an index page, always offered (if the editors' menus do not already). */
export const SITE_AREAS: readonly MenuLink[] = [
  { text: 'Podcasts', url: '/podcasts' },
  { text: 'Recipes', url: '/recipes' },
  { text: 'Encyclopedia', url: '/encyclopedia' },
  { text: 'Collections', url: '/collections' },
  { text: 'Columnists', url: '/columnists' },
  { text: 'Contributors', url: '/contributors' },
];

const normal = (url: string) => (url.length > 1 ? url.replace(/\/+$/, '') : url);

/** A section's own page, /sections/{slug} (not an article or archive below it). */
const isSectionPage = (url: string) => /^\/sections\/[^/?#]+$/.test(normal(url));

/**
 * The sections both menus list (the side menu's first list and the Sections panel: one source, so
 * neither omits one the other has): the sections shown in the side nav, in their order, then the
 * main menu's entries that are section pages not among them (a section hidden from the side nav but
 * in the main menu, such as Culture), in the main menu's order.
 */
export function sectionMenuLinks(sections: readonly { title: string; slug: string }[], mainMenu: readonly MenuLink[]): MenuLink[] {
  const out: MenuLink[] = sections.map((s) => ({ text: s.title, url: `/sections/${s.slug}` }));
  const seen = new Set(out.map((l) => l.url));
  for (const item of mainMenu) {
    const url = normal(item.url);
    if (!isSectionPage(url) || seen.has(url)) continue;
    seen.add(url);
    out.push({ text: item.text, url: item.url });
  }
  return out;
}

/**
 * The side menu's 'more' list: main-menu entries and site areas not already listed (by URL) among
 * the sections or the secondary menu, main menu first, in their own order.
 */
export function moreMenuLinks(
  sectionUrls: readonly string[],
  mainMenu: readonly MenuLink[],
  secondaryMenu: readonly MenuLink[],
): MenuLink[] {
  const seen = new Set([...sectionUrls, ...secondaryMenu.map((m) => m.url)].map(normal));
  const out: MenuLink[] = [];
  for (const item of [...mainMenu, ...SITE_AREAS]) {
    const url = normal(item.url);
    if (seen.has(url)) continue;
    seen.add(url);
    out.push({ text: item.text, url: item.url });
  }
  return out;
}

const isSubscribeLink = (url: string) => /^\/subscribe\/?(?:[?#]|$)/.test(url);

/** A premium member is offered no call to subscribe: editors' menu entries to /subscribe are left out for them. */
export function forReader<T extends MenuLink>(links: readonly T[], premium: boolean): readonly T[] {
  return premium ? links.filter((m) => !isSubscribeLink(m.url)) : links;
}

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

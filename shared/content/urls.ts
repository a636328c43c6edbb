/** Canonical site paths of every entity (the route table: client/routes.tsx). */

const seg = (s: string) => encodeURIComponent(s);

export const articleUrl = (sectionSlug: string, slug: string) => `/sections/${seg(sectionSlug)}/articles/${seg(slug)}`;
export const featureUrl = (slug: string) => `/feature/${seg(slug)}`;
export const sectionUrl = (slug: string) => `/sections/${seg(slug)}`;
export const holidayUrl = (slug: string) => `/sections/holidays/${seg(slug)}`;
export const recipeUrl = (slug: string) => `/recipes/${seg(slug)}`;
export const printRecipeUrl = (articleSlug: string, recipeSlug: string) =>
  `/articles/${seg(articleSlug)}/print/${seg(recipeSlug)}`;
export const contributorUrl = (slug: string) => `/contributors/${seg(slug)}`;
export const tagUrl = (tag: string) => `/tags/${seg(tag)}`;
export const podcastUrl = (slug: string) => `/podcasts/${seg(slug)}`;
export const episodeUrl = (podcastSlug: string, slug: string) => `/podcasts/${seg(podcastSlug)}/${seg(slug)}`;
export const collectionUrl = (slug: string) => `/collections/${seg(slug)}`;
export const columnUrl = (slug: string) => `/columns/${seg(slug)}`;
export const teamMemberUrl = (slug: string) => `/about/${seg(slug)}`;

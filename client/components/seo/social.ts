/** The site's X (Twitter) account as a card's twitter:site handle, from the profile URL in settings. */
export function twitterHandle(profile: string | undefined): string | undefined {
  if (!profile) return undefined;
  const handle = /^@?([A-Za-z0-9_]{1,15})$/.exec(profile.trim())?.[1] ?? /^https?:\/\/(?:www\.)?(?:twitter|x)\.com\/@?([A-Za-z0-9_]{1,15})\/?(?:[?#].*)?$/i.exec(profile.trim())?.[1];
  return handle ? `@${handle}` : undefined;
}

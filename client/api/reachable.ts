/**
 * Whether a third party's host answers at all (the donate page's embedded forms,
 * client/pages/Donate/EmbedFrames.tsx): the form's own address asked once with a bodiless no-cors
 * HEAD. Not one of our APIs, but a request all the same, so it lives with them. CSP connect-src
 * names the provider's hosts for it (server/security.ts).
 */

/** Resolves when the host answered (opaque, any status); rejects on a network error or an abort. */
export async function probeHost(src: string, signal: AbortSignal): Promise<void> {
  await fetch(src, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', referrerPolicy: 'strict-origin-when-cross-origin', signal });
}

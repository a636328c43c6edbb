import { ERROR_PAGE, NOT_FOUND } from '../../shared/messages.js';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A self-contained error page for when the React render itself cannot run. */
export function renderFallbackErrorPage(status: number): string {
  const notFound = status === 404;
  const title = notFound ? NOT_FOUND.title : ERROR_PAGE.title;
  const body = notFound ? NOT_FOUND.body : ERROR_PAGE.body;
  const actions = notFound
    ? `<a href="/">${esc(NOT_FOUND.home)}</a>`
    : `<a href="">${esc(ERROR_PAGE.refresh)}</a> <a href="/">${esc(ERROR_PAGE.home)}</a>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title><link rel="stylesheet" href="/fallback.css"></head><body><main class="status-page"><h1>${esc(title)}</h1><p>${esc(body)}</p><p>${actions}</p></main></body></html>`;
}

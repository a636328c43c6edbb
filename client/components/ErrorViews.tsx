import { isRouteErrorResponse, useLocation } from 'react-router';
import { usePageError, usePageNavigation } from '../router/hooks.js';
import { LogoLoader } from './LogoLoader.js';
import { Link } from './Link.js';
import { Seo } from './seo/Seo.js';
import { ERROR_PAGE, NOT_FOUND } from '../../shared/messages.js';

export function NotFound() {
  return (
    <div className="status-page status-page--not-found">
      {/* A shared broken link still gets a complete card (the site's default image); the Document adds no robots tag to errors. */}
      <Seo title={NOT_FOUND.title} description={NOT_FOUND.body} />
      <meta name="robots" content="noindex" />
      <h1>{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.body}</p>
      <Link to="/" className="button">
        {NOT_FOUND.home}
      </Link>
    </div>
  );
}

export function ErrorPage() {
  const { pathname, search } = useLocation();
  return (
    <div className="status-page status-page--error">
      <>
        <title>{ERROR_PAGE.title}</title>
        <meta name="robots" content="noindex" />
      </>
      <h1>{ERROR_PAGE.title}</h1>
      <p>{ERROR_PAGE.body}</p>
      <div className="status-page__actions">
        {/* A plain link reloads even before the page is interactive. */}
        <a href={pathname + search} className="button">
          {ERROR_PAGE.refresh}
        </a>
        <a href="/" className="button button--secondary">
          {ERROR_PAGE.home}
        </a>
      </div>
    </div>
  );
}

function StatusView() {
  const error = usePageError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage />;
}

/** Errors of a page render inside the frame. */
export function PageErrorBoundary() {
  return <StatusView />;
}

/**
 * The frame itself failed (base data missing): a bare page. In the browser the base data is then
 * fetched again (client/router/BrowserRoutes.tsx), and while it loads the full-screen logo loader
 * shows instead of the error; the error page is for a fetch that failed.
 */
export function RootErrorBoundary() {
  const loading = usePageNavigation().state === 'loading';
  return (
    <main id="main" className="page page--bare" aria-busy={loading}>
      {loading ? <LogoLoader /> : <StatusView />}
    </main>
  );
}

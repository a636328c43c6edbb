/**
 * A page only the browser tests reach (TEST_PAGES=on, never with APP_ENV=prod): it renders one
 * text on the server and another in the browser, so hydration must report a mismatch, and the
 * tests check that the report reaches error reporting (test/e2e/hydration.e2e.ts).
 */
export default function TestHydrationMismatch() {
  const side = typeof document === 'undefined' ? 'server' : 'browser';
  return (
    <article className="generic-page">
      <h1>Hydration mismatch (test page)</h1>
      <p>{`Rendered in the ${side}.`}</p>
    </article>
  );
}

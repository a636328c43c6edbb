/** The full-screen logo loader shown during route changes and while base data is missing. */
export function LogoLoader() {
  return (
    <div className="logo-loader" role="status" aria-live="polite">
      <span className="logo-loader__mark" aria-hidden="true">
        C
      </span>
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

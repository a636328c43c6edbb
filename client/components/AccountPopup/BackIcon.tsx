/** The back arrow of the magic-link and password-recovery views (decorative: the button is named). */
export const BackIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M20 12H5M11 5l-7 7 7 7" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);

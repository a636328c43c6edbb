/** A reader silhouette for the account button (decorative: the button is named). */
export const UserIcon = () => (
  <svg width={24} height={24} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);

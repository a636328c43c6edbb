/** Inline SVG icons (decorative: the controls carry the accessible names). */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: 'false' } as const;

export const MenuIcon = () => (
  <svg {...common}>
    <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common}>
    <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);
export const SearchIcon = () => (
  <svg {...common}>
    <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
    <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" />
  </svg>
);
export const FacebookIcon = () => (
  <svg {...common}>
    <path
      fill="currentColor"
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3z"
    />
  </svg>
);
export const InstagramIcon = () => (
  <svg {...common}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" stroke="currentColor" strokeWidth="2" fill="none" />
    <circle cx="12" cy="12" r="4" stroke="currentColor" strokeWidth="2" fill="none" />
    <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" />
  </svg>
);
export const XIcon = () => (
  <svg {...common}>
    <path fill="currentColor" d="M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.3L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3zm-1 16.2h1.7L7.4 4.7H5.6l11.2 14.5z" />
  </svg>
);

/** Player icons: decorative, the buttons carry the accessible names. */
const common = { width: 24, height: 24, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: 'false' } as const;

export const PlayIcon = () => (
  <svg {...common}>
    <path d="M8 5v14l11-7z" fill="currentColor" />
  </svg>
);

export const PauseIcon = () => (
  <svg {...common}>
    <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
  </svg>
);

export const SkipBackIcon = () => (
  <svg {...common}>
    <path d="M12 5V2L7 6l5 4V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z" fill="currentColor" />
  </svg>
);

export const SkipForwardIcon = () => (
  <svg {...common}>
    <path d="M12 5V2l5 4-5 4V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z" fill="currentColor" />
  </svg>
);

export const CloseIcon = () => (
  <svg {...common}>
    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
  </svg>
);

/** Icons of the share menu not in client/components/Icons.tsx (decorative; buttons carry names). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: 'false' } as const;
const stroke = { stroke: 'currentColor', strokeWidth: 2, fill: 'none', strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export const MailIcon = () => (
  <svg {...common}>
    <rect x="3" y="5" width="18" height="14" rx="2" {...stroke} />
    <path d="M3.5 6.5L12 13l8.5-6.5" {...stroke} />
  </svg>
);
export const PrintIcon = () => (
  <svg {...common}>
    <path d="M7 9V3h10v6M7 17H4v-7h16v7h-3" {...stroke} />
    <rect x="7" y="14" width="10" height="7" {...stroke} />
  </svg>
);
export const LinkIcon = () => (
  <svg {...common}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" {...stroke} />
  </svg>
);

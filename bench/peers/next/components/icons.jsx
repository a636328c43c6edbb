/** The same icons as Colophon's (client/components/Icons.tsx), at the same markup weight. */
const svg = (d) =>
  function Icon() {
    return (
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={d} stroke="currentColor" strokeWidth="2" fill="none" />
      </svg>
    );
  };

export const MenuIcon = svg('M3 6h18M3 12h18M3 18h18');
export const CloseIcon = svg('M5 5l14 14M19 5L5 19');
export const SearchIcon = svg('M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21');
export const XIcon = svg('M4 4l16 16M20 4L4 20M4 4h5l11 16h-5z');
export const FacebookIcon = svg('M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z');
export const MailIcon = svg('M3 5h18v14H3zM3 6l9 7 9-7');
export const PrintIcon = svg('M6 9V3h12v6M6 18H4v-7h16v7h-2M8 14h8v7H8z');
export const LinkIcon = svg('M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1');
export const InstagramIcon = svg('M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01');

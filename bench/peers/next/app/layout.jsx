/** The document around every page, as Colophon's (server/render/document.tsx). */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>
        <div id="root">{children}</div>
      </body>
    </html>
  );
}

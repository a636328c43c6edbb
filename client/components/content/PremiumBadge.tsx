/** The PREMIUM badge of premium articles, with the article's badge caption when it shows one. */
export function PremiumBadge({ caption }: { caption?: string }) {
  return (
    <span className="premium-line">
      <span className="premium-badge">PREMIUM</span>
      {caption && <span className="premium-line__caption">{caption}</span>}
    </span>
  );
}

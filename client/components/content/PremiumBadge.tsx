/**
 * The PREMIUM badge of premium articles, with the article's badge caption when it shows one — but
 * not a caption that only repeats the badge ('PREMIUM Premium').
 */
export function PremiumBadge({ caption }: { caption?: string }) {
  const extra = caption?.trim() && caption.trim().toLowerCase() !== 'premium' ? caption.trim() : undefined;
  return (
    <span className="premium-line">
      <span className="premium-badge">PREMIUM</span>
      {extra && <span className="premium-line__caption">{extra}</span>}
    </span>
  );
}

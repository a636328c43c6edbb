/** Opens the browser's print dialog (the page is laid out for paper, see print-recipe.css). */
export function PrintButton() {
  return (
    <button type="button" className="button print-recipe__print" onClick={() => window.print()}>
      Print this recipe
    </button>
  );
}

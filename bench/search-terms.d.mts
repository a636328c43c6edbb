/** Types of bench/search-terms.mjs (unique search terms from the embedded dataset's words). */
export declare function benchTerms(count: number, seed?: number): string[];

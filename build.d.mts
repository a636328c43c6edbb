/** Types of what build.mjs exports (for the TypeScript tests that import it). */
export declare const browserAlias: Record<string, string>;

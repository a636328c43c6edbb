/** Types of what start-command.mjs exports (for the TypeScript tests that import it). */
export declare function startProdArgs(): string[];

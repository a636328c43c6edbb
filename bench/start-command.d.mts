/** Types of what start-command.mjs exports (for the TypeScript tests that import it). */
export declare function startProdArgs(): string[];

/** The Dockerfile's CMD (exec form), e.g. ['npm', 'run', 'start:prod']. */
export declare function imageCommand(): string[];

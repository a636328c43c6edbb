/** Types of what start-command.mjs exports (for the TypeScript tests that import it). */
export declare function startProdArgs(): string[];

/** The Dockerfile's CMD (exec form), e.g. ['npm', 'run', 'start:prod']. */
export declare function imageCommand(): string[];
/** The environment start:prod sets before node, e.g. { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2' }. */
export declare function startProdEnv(): Record<string, string>;

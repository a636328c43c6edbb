/** Types of tools/dataset/stamp.mjs. */
export declare function generatorStamp(root: string): string;
export declare function datasetIsCurrent(root: string, outDir?: string): boolean;
export declare function writeGeneratorStamp(root: string, outDir: string): void;

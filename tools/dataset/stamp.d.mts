/** Types of tools/dataset/stamp.mjs. */
import type { Hash } from 'node:crypto';
export declare function generatorStamp(root: string): string;
export declare function fontsFingerprint(): string;
export declare function datasetIsCurrent(root: string, outDir?: string): boolean;
export declare function writeGeneratorStamp(root: string, outDir: string): void;
export declare function hashInputs(hash: Hash, root: string, inputs: readonly string[]): Hash;
export declare const RESULT_FILE: string;

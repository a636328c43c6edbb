/** Types of offline.mjs for the site's TypeScript (the browser tests). */
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';

export const STUDIO_DIR: string;
export function freePort(): Promise<number>;
export function startStudio(
  port: number,
  options?: { env?: Record<string, string>; timeoutMs?: number; projectId?: string; dataset?: string },
): Promise<ChildProcess>;
export function stopStudio(child: ChildProcess): void;
export function offlineStudio(
  page: Page,
  options: {
    docs: Array<Record<string, unknown>>;
    byId: Map<string, Record<string, unknown>>;
    projectId?: string;
    dataset?: string;
    /** The URL of a Content Lake stand-in (test/support/groq-stub.ts) to send queries, mutations and listeners to. */
    contentLake?: string;
    log?: (line: string) => void;
  },
): Promise<{ close(): Promise<void> }>;

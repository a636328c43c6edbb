/**
 * What the browser suites' global setup hands to the test files: the server's URL and DATA_DIR.
 * Jest's globalSetup runs in the parent process and shares no module state with test files; the
 * browser suites run in band (one process), so the values travel in process.env.
 */
const KEYS = {
  baseUrl: 'E2E_BASE_URL',
  /** The server's DATA_DIR: its mail outbox and admin token, for the account tests. */
  dataDir: 'E2E_DATA_DIR',
} as const;

export type ProvidedKey = keyof typeof KEYS;

export function provide(key: ProvidedKey, value: string): void {
  process.env[KEYS[key]] = value;
}

export function inject(key: ProvidedKey): string {
  const value = process.env[KEYS[key]];
  if (!value) throw new Error(`${KEYS[key]} is not set: run the browser suites through their Jest config (npm run test:e2e)`);
  return value;
}

/**
 * Jest's globalSetup for the browser suites. Jest loads a global setup with plain Node require
 * (its moduleNameMapper does not apply there), so the TypeScript setup and the '.js' imports inside
 * it are loaded through tsx, as the CLI scripts are.
 */
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { default: setup } = await tsImport('./server-setup.ts', import.meta.url);
  await setup();
}

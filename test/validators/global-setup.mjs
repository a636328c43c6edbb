/** Jest's globalSetup for the validators suite; through tsx for the reason in test/e2e/global-setup.mjs. */
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { default: setup } = await tsImport('./server-setup.ts', import.meta.url);
  await setup();
}

/** Jest's globalSetup for the third-party suite; through tsx for the reason in global-setup.mjs. */
import { tsImport } from 'tsx/esm/api';

export default async function globalSetup() {
  const { default: setup } = await tsImport('./thirdparty-setup.ts', import.meta.url);
  await setup();
}

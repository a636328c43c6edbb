/**
 * Global setup of the third-party suite (jest.thirdparty.config.js): the production server gets
 * fake ids for every third-party script (the browser stubs their hosts), so the default browser
 * run keeps a server that loads none; E2E_THIRD_PARTY tells thirdparty.e2e.ts which run it is in.
 */
import startServer from './server-setup.js';
import { THIRD_PARTY_ENV } from './thirdparty-env.js';

export default async function setup(): Promise<void> {
  process.env.E2E_SERVER_ENV = JSON.stringify({
    ...(process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {}),
    ...THIRD_PARTY_ENV,
  });
  // The suite runs in band, in this process, so the test file sees it.
  process.env.E2E_THIRD_PARTY = 'on';
  await startServer();
}

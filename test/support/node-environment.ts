/**
 * The Node test environment of `npm test` (jest.config.js): Jest's own, with one change for the
 * integration suites (test/integration/): they run with `NODE_ENV=production`, so React and the
 * other packages that branch on it load the builds the server runs in production, as the built
 * server (`npm run start:prod`) and the browser suites do. React 19's development build records an
 * owner stack (an Error) for every element it creates, which made it half of a page-rendering test
 * file's CPU time (bench/README.md, "npm test"). Unit tests keep Jest's `NODE_ENV=test` and React's
 * development build, whose warnings and `act()` the component tests rely on.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-node';

export default class NodeEnvironment extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    if (/[\\/]test[\\/]integration[\\/]/.test(context.testPath)) this.global.process.env.NODE_ENV = 'production';
  }
}

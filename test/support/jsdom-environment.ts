/**
 * The DOM test environment, named in a test file's first docblock as
 * `@jest-environment ./test/support/jsdom-environment.ts` (the path is from the repo root): Jest's jsdom environment with the Node globals jsdom lacks
 * (fetch, Response, TextEncoder, streams, structuredClone, ...) carried over, and packages resolved
 * with Node's export conditions. That is the environment the tests were written against: Vitest put
 * jsdom's window over Node's globals, and React Router, for one, needs TextEncoder at import.
 */
import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment } from 'jest-environment-jsdom';

export default class JsdomWithNodeGlobals extends TestEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const window = this.global as unknown as Record<string, unknown>;
    for (const key of Object.getOwnPropertyNames(globalThis)) {
      if (key in window) continue;
      const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
      if (descriptor) Object.defineProperty(window, key, descriptor);
    }
  }

  override exportConditions(): string[] {
    return ['node', 'node-addons'];
  }
}

/**
 * Replacing a global for a test and putting it back, as Vitest's stubGlobal/unstubAllGlobals did:
 * Jest has no equivalent, and the auth and blackout tests swap fetch, document, window and
 * localStorage. Call unstubAllGlobals() in afterEach so no stub leaks into the next test.
 */
const originals = new Map<PropertyKey, PropertyDescriptor | undefined>();

export function stubGlobal(name: string, value: unknown): void {
  // Remember only the first original, so stubbing twice still restores the real one.
  if (!originals.has(name)) originals.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: true });
}

export function unstubAllGlobals(): void {
  for (const [name, descriptor] of originals) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else Reflect.deleteProperty(globalThis, name);
  }
  originals.clear();
}

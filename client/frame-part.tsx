/**
 * A part of the frame that most pages never show, whose code loads on demand: the pre-launch
 * blackout screen (client/blackout-screen.tsx) and the editors' preview bar
 * (client/preview-bar.tsx). Their code stays out of every reader's JS (the 130 kB budget). Where a
 * part's code comes from is registered once at start: the server passes the component in its
 * bundle (server/render/render.ts), the browser entry an import of its chunk (entry.tsx), which
 * loads it before hydrating a page whose frame data shows it, as the server rendered it.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

type Source<C> = { component: C } | { load: () => Promise<C> };

export function framePart<C extends ComponentType>(name: string) {
  let part: C | null = null;
  let load: (() => Promise<C>) | null = null;
  let lazyPart: LazyExoticComponent<C> | null = null;
  return {
    register(source: Source<C>): void {
      if ('component' in source) part = source.component;
      else load = source.load;
    },
    /** Loads the part's code (the browser, before hydrating a page that shows it). */
    async load(): Promise<void> {
      if (!part && load) part = await load();
    },
    /** The part: at once when loaded; otherwise (a frame not known at start) once its code arrives. */
    Slot() {
      if (part) {
        const Loaded = part as ComponentType;
        return <Loaded />;
      }
      if (!load) throw new Error(`The ${name} is not registered`);
      const source = load;
      lazyPart ??= lazy(() => source().then((component) => ((part = component), { default: component })));
      const Later = lazyPart as unknown as ComponentType;
      return (
        <Suspense fallback={null}>
          <Later />
        </Suspense>
      );
    },
  };
}

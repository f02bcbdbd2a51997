import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P> {
  (props: P & { fallback?: ReactNode }): ReactNode;
  /** Starts loading the code (on hover or focus of what opens it, say). */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code is its own chunk, loaded the first time it renders (or on `preload`). The
 * server loads every such module at start-up and renders it at once, so server HTML never waits on it;
 * in the browser a part whose code has not arrived stays as the server rendered it (its Suspense boundary
 * hydrates when the code is there), and one that has loaded renders synchronously.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A chunk that failed (a deploy in between) may be tried again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Deferred = lazy(() => preload().then((component) => ({ default: component })));

  function Inner(props: P) {
    // An instance keeps the kind it started with, so a later render never remounts it.
    const [wasLoaded] = useState(() => loaded !== undefined);
    const Loaded = loaded;
    return wasLoaded && Loaded ? <Loaded {...props} /> : <Deferred {...props} />;
  }
  function Lazy({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Inner {...(props as P)} />
      </Suspense>
    );
  }
  Lazy.preload = preload;
  if (typeof window === 'undefined') void preload().catch(() => {});
  return Lazy;
}

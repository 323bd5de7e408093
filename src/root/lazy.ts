/** Lazy views with the chunk load limit of spec 9 (see ./timeout.ts). */
import { createElement, lazy, type ComponentType } from 'react';
import { CHUNK_TIMEOUT_MS, withTimeout } from './timeout';

/**
 * A lazily loaded component that can be fetched ahead of rendering. Once its chunk is in, it
 * renders the component directly, without suspending: no fallback flashes and React's
 * 300 ms reveal throttle does not apply.
 */
export type LazyView<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * React.lazy with the chunk timeout, for a named export (the project's convention):
 * `lazyNamed(() => import('./DriverList'), 'DriverList')`.
 */
export function lazyNamed<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  ms: number = CHUNK_TIMEOUT_MS,
): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchComponent = (): Promise<ComponentType<P>> => {
    loading ??= withTimeout(load(), ms).then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => fetchComponent().then((component) => ({ default: component })));
  const View = (props: P) => createElement(loaded ?? Suspending, props);
  View.displayName = `Lazy(${name})`;
  return Object.assign(View, { preload: () => fetchComponent().then(() => undefined) });
}

/** Starts loading a view's chunk if it is a LazyView; load errors surface when it renders. */
export function preloadView(view: ComponentType | undefined): void {
  if (view !== undefined && 'preload' in view && typeof view.preload === 'function') {
    (view.preload as () => Promise<void>)().catch(() => undefined);
  }
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound on what it wraps: a component taking any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for a module's named export (React.lazy takes a default export only): the
 * component's code is fetched the first time it renders, under the nearest Suspense.
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<Module[Name]> {
  return lazyNamedPreloadable(load, name).Component;
}

/**
 * lazyNamed whose code can also be fetched before its first render (`load`, for a page the
 * server drew, before hydrating it): once fetched, React.lazy is handed a thenable already
 * fulfilled, which React reads at once instead of suspending.
 */
export function lazyNamedPreloadable<
  Name extends string,
  Module extends Record<Name, AnyComponent>,
>(
  fetchModule: () => Promise<Module>,
  name: Name,
): { Component: LazyExoticComponent<Module[Name]>; load(): Promise<void> } {
  let fetched: Module | undefined;
  const Component = lazy(() => {
    const module = fetched;
    if (!module) return fetchModule().then((loaded) => ({ default: loaded[name] }));
    const now = { default: module[name] };
    // React.lazy takes any thenable; this one calls back before `then` returns.
    return { then: (fulfil: (value: typeof now) => unknown) => fulfil(now) } as Promise<typeof now>;
  });
  return {
    Component,
    load: async () => {
      fetched = await fetchModule();
    },
  };
}

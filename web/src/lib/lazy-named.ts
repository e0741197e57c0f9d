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
  return lazy(async () => ({ default: (await load())[name] }));
}

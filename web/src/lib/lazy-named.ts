import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// React.lazy's own bound on what it wraps: a component taking any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy component whose code can be fetched before it first renders. */
export type PreloadableLazy<Component extends AnyComponent> = LazyExoticComponent<Component> & {
  readonly preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export (React.lazy takes a default export only): the
 * component's code is fetched the first time it renders, under the nearest Suspense, or before
 * with `preload` (main.tsx, for the page the server rendered).
 */
export function lazyNamed<Name extends string, Module extends Record<Name, AnyComponent>>(
  load: () => Promise<Module>,
  name: Name,
): PreloadableLazy<Module[Name]> {
  return Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
}

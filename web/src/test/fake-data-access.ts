// The one test seam of the data-access style (docs/decisions.md): a component or page test
// replaces a feature's `api/` module with vi.mock, and each export forwards to the test's current
// fake: a vi.fn() per function, called with the same arguments but the FirebaseServices.
import type { Mock } from 'vitest';
import type { FirebaseServices } from '../lib/firebase-services';

/** A data-access module's functions as vi.fn()s without their first (FirebaseServices) argument. */
export type FakeDataAccess<Module> = {
  [Name in keyof Module]: Module[Name] extends (
    services: FirebaseServices,
    ...args: infer Args
  ) => infer Result
    ? Mock<(...args: Args) => Result>
    : never;
};

/**
 * What `vi.mock(apiModule, factory)` returns: one export per function of `shape` (a fake of the
 * module, for its names), each dropping the services and calling the same function of
 * `current()`, the fake the running test made.
 */
export function forwardToFake<Fake extends object>(
  shape: Fake,
  current: () => Fake,
): Record<string, (...args: unknown[]) => unknown> {
  const names = Object.keys(shape).filter(
    (name) => typeof shape[name as keyof Fake] === 'function',
  ) as (keyof Fake & string)[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      (_services: unknown, ...args: unknown[]) =>
        (current()[name] as (...args: unknown[]) => unknown)(...args),
    ]),
  );
}

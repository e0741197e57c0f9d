// Test doubles for the mail feature's data access (api/mail-api.ts): a vi.fn() per function whose
// live subscriptions tests can play, and the module mock that forwards to it.
import { vi, type Mock } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as MailApiModule from '../api/mail-api';
import type { Bounce, MailChoices } from '../api/types';

type Listener<T> = ((value: T) => void) | null;

type Live = 'subscribeToMailChoices' | 'subscribeToBounce';
/** A live read's fake: called with the uid and callbacks, without the Firestore instance. */
type FakeSubscribe<Value> = Mock<
  (uid: string, onValue: (value: Value) => void, onError: (error: Error) => void) => () => void
>;

export type FakeMailApi = FakeDataAccess<Omit<typeof MailApiModule, Live>> & {
  subscribeToMailChoices: FakeSubscribe<MailChoices>;
  subscribeToBounce: FakeSubscribe<Bounce | null>;
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    choices: Listener<MailChoices>;
    choicesError: Listener<Error>;
    bounce: Listener<Bounce | null>;
    bounceError: Listener<Error>;
  };
};

export function fakeMailApi(): FakeMailApi {
  const live: FakeMailApi['live'] = {
    choices: null,
    choicesError: null,
    bounce: null,
    bounceError: null,
  };
  return {
    live,
    subscribeToMailChoices: vi.fn((_uid, onChoices, onError) => {
      live.choices = onChoices;
      live.choicesError = onError;
      return () => {};
    }),
    subscribeToBounce: vi.fn((_uid, onBounce, onError) => {
      live.bounce = onBounce;
      live.bounceError = onError;
      return () => {};
    }),
    saveMailChoices: vi.fn(async () => {}),
  };
}

/** For `vi.mock('…/mail/api/mail-api', …)`: the module, forwarding to `current()`. */
export function fakeMailApiModule(current: () => FakeMailApi) {
  return forwardToFake(fakeMailApi(), current);
}

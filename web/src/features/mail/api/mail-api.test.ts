// The mail reads against mocked SDK functions: which documents they listen to, how stored
// documents become the form's choices and the bounce, and that a document the schema refuses is
// a failed read, never a half-filled form.
import { onSnapshot, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MAIL_FREQUENCIES, DEFAULT_WEEKLY_DIGEST } from '@salon/domain';
import type { FirebaseServices } from '../../../lib/firebase-services';
import { saveMailChoices, subscribeToBounce, subscribeToMailChoices } from './mail-api';

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  doc: (_db: unknown, path: string) => ({ path }),
  onSnapshot: vi.fn(),
}));
const callFunction = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/call-function', () => ({ callFunction }));

const services = { firestore: {} } as unknown as FirebaseServices;
const at = Timestamp.fromDate(new Date('2026-11-28T10:00:00Z'));

/** A stored document as the SDK hands it over. */
function stored(data: Record<string, unknown> | undefined) {
  return { id: 'uid-clara', exists: () => data !== undefined, data: () => data };
}

/** Subscribes with `subscribe`, then plays `snapshot`; what the callbacks were given. */
function play(
  subscribe: typeof subscribeToMailChoices | typeof subscribeToBounce,
  snapshot: ReturnType<typeof stored>,
) {
  vi.mocked(onSnapshot).mockClear();
  const onValue = vi.fn();
  const onError = vi.fn();
  subscribe(services.firestore, 'uid-clara', onValue, onError);
  const [ref, onNext, onFailure] = vi.mocked(onSnapshot).mock.calls[0] as unknown as [
    { path: string },
    (snapshot: ReturnType<typeof stored>) => void,
    (error: Error) => void,
  ];
  onNext(snapshot);
  return { ref, onValue, onError, onFailure };
}

const settings = {
  frequencies: {
    reply: 'daily',
    mention: 'never',
    friends: 'weekly',
    reportOutcome: 'daily',
    badge: 'immediately',
  },
  weeklyDigest: false,
  locale: 'de-AT',
  timeZone: 'Europe/Vienna',
  updatedAt: at,
};

describe('the mail reads and the save', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reads the defaults before the member has saved', () => {
    const { ref, onValue } = play(subscribeToMailChoices, stored(undefined));
    expect(ref).toEqual({ path: 'mailSettings/uid-clara' });
    expect(onValue).toHaveBeenCalledWith({
      frequencies: DEFAULT_MAIL_FREQUENCIES,
      weeklyDigest: DEFAULT_WEEKLY_DIGEST,
    });
  });

  it('reads the saved choices, without the language and time zone', () => {
    const { onValue } = play(subscribeToMailChoices, stored(settings));
    expect(onValue).toHaveBeenCalledWith({
      frequencies: settings.frequencies,
      weeklyDigest: false,
    });
  });

  it('fails the read of a document the schema refuses, and a refused read', () => {
    const { onValue, onError, onFailure } = play(
      subscribeToMailChoices,
      stored({ ...settings, weeklyDigest: 'yes' }),
    );
    expect(onValue).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledTimes(1);
    onFailure(new Error('permission-denied'));
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('reads the address that refused mail, none without one', () => {
    const bounced = { address: 'clara@example.com', answer: '550 5.1.1 No such user', at };
    const first = play(subscribeToBounce, stored({ lastImmediateAt: at, bounced }));
    expect(first.ref).toEqual({ path: 'mailState/uid-clara' });
    expect(first.onValue).toHaveBeenCalledWith({
      address: 'clara@example.com',
      answer: '550 5.1.1 No such user',
    });
    expect(play(subscribeToBounce, stored({ bounced: null })).onValue).toHaveBeenCalledWith(null);
    expect(play(subscribeToBounce, stored(undefined)).onValue).toHaveBeenCalledWith(null);
  });

  it('saves through the saveMailSettings callable', async () => {
    const input = {
      frequencies: DEFAULT_MAIL_FREQUENCIES,
      weeklyDigest: true,
      locale: 'en-GB',
      timeZone: 'UTC',
    };
    callFunction.mockResolvedValue({ saved: true });
    await saveMailChoices(services, input);
    expect(callFunction).toHaveBeenCalledWith(services, 'saveMailSettings', input);
  });
});

// Test double of the profiles data access (api/index.ts) for component and page tests: members
// kept in memory, each subscription answering at once from them (or refusing, as rules refuse a
// private member's details to a stranger), and every write a vi.fn() a test can inspect or make
// fail. `fakeProfilesApiModule` is what vi.mock returns; the Firestore argument is dropped.
import { vi } from 'vitest';
import {
  musicalPreferencesSchema,
  profileDetailsSchema,
  type MusicalPreferences,
  type ProfileDetails,
} from '@salon/domain';
import { forwardToFake } from '../../../test/fake-data-access';
import type { ProfileCard } from '../api';

export interface FakeMember {
  card: ProfileCard;
  details?: Partial<ProfileDetails>;
  preferences?: Partial<MusicalPreferences>;
  /** The banner's URL (sections/banner). */
  banner?: string;
  /** Whether the viewer's reads of the private parts are refused (a stranger to a private member). */
  refused?: boolean;
}

const permissionDenied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

export function fakeCard(userId: string, card: Partial<ProfileCard> = {}): ProfileCard {
  return {
    userId,
    username: userId,
    displayName: userId,
    bio: '',
    isPrivate: false,
    createdAt: new Date(0),
    ...card,
  };
}

export function fakeProfilesApi(members: FakeMember[] = []) {
  const byId = (uid: string) => members.find((member) => member.card.userId === uid);
  /** A subscription to a private part: answered from the member, refused when `refused`. */
  const privatePart =
    <Value>(read: (member: FakeMember | undefined) => Value) =>
    (uid: string, onValue: (value: Value) => void, onError: (error: Error) => void) => {
      const member = byId(uid);
      if (member?.refused) onError(permissionDenied());
      else onValue(read(member));
      return () => undefined;
    };
  // Typed for any item list, so a test can answer with its own items.
  const emptyList = privatePart((): readonly unknown[] => []);

  return {
    members,
    findProfileCardByUsername: vi.fn(async (username: string) => {
      return members.find((member) => member.card.username === username)?.card ?? null;
    }),
    subscribeToProfileCard: vi.fn(
      (uid: string, onCard: (card: ProfileCard | null) => void, _onError: unknown) => {
        onCard(byId(uid)?.card ?? null);
        return () => undefined;
      },
    ),
    subscribeToProfileDetails: vi.fn(
      privatePart((member) => profileDetailsSchema.parse(member?.details ?? {})),
    ),
    subscribeToMusicalPreferences: vi.fn(
      privatePart((member) => musicalPreferencesSchema.parse(member?.preferences ?? {})),
    ),
    subscribeToProfileBanner: vi.fn(privatePart((member) => member?.banner ?? null)),
    subscribeToFavoriteRecordings: vi.fn(emptyList),
    subscribeToConcerts: vi.fn(emptyList),
    subscribeToAlbums: vi.fn(emptyList),
    subscribeToClips: vi.fn(emptyList),
    updateProfile: vi.fn(async (_uid: string, form: unknown) => form),
    setProfilePrivacy: vi.fn(async () => undefined),
    saveMusicalPreferences: vi.fn(async () => undefined),
    /** Resolve to the new item's id, as the real ones do. */
    addFavoriteRecording: vi.fn(async (_uid: string, _input: unknown) => '1'),
    addClip: vi.fn(async (_uid: string, _input: unknown) => '1'),
  };
}

export type FakeProfilesApi = ReturnType<typeof fakeProfilesApi>;

/**
 * The module vi.mock returns for '../api' (or the path a test imports it by): the fake's
 * functions with the Firestore argument dropped, and the real module's classes and helpers.
 */
export async function fakeProfilesApiModule(current: () => FakeProfilesApi) {
  const real = await vi.importActual<typeof import('../api')>('../api');
  return { ...real, ...forwardToFake(fakeProfilesApi(), current) };
}

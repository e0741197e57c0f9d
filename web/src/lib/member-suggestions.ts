// The members a composer offers after "@": those whose username starts with what was typed, in name
// order, 10 at most. One indexed query on the card's stored, lowercase `username` (a range on one
// field: its automatic single-field index, no composite), within the rules' bound on listing
// profiles; members without a username have no field and never match.
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import { MENTION_SUGGESTION_LIMIT, paths } from '@salon/domain';
import { authorFromDoc, type AuthorProfile } from './authors';

/** A member offered for a mention: always one with a username. */
export type MentionCandidate = AuthorProfile & { readonly username: string };

export async function membersByUsernamePrefix(
  firestore: Firestore,
  prefix: string,
): Promise<MentionCandidate[]> {
  const start = prefix.toLowerCase();
  if (start === '') return [];
  const snapshot = await getDocs(
    query(
      collection(firestore, paths.profiles),
      where('username', '>=', start),
      // Every name that starts with `start` sorts below this one.
      where('username', '<', `${start}\uf8ff`),
      orderBy('username'),
      limit(MENTION_SUGGESTION_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((entry) => {
    const member = authorFromDoc(entry);
    return member?.username ? [{ ...member, username: member.username }] : [];
  });
}

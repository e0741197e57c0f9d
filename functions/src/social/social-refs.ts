// References to the social feature's function-owned documents, built from the domain's paths.
import { appliedEventSchema, paths, profileStatsSchema } from '@salon/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedDoc } from '../shared/stored.js';

export const profileStatsRef = (uid: string) =>
  storedDoc(profileStatsSchema, paths.profileStats(uid));
/** Markers of counter updates already applied (see shared/apply-once.ts). */
export const appliedSocialEventRef = (key: string) =>
  storedDoc(appliedEventSchema, `${paths.appliedSocialEvents}/${key}`);

/** The two members a stored relation names, or null when it does not name two members. */
export function membersOf<Field extends string>(
  snapshot: DocumentSnapshot | undefined,
  fields: readonly [Field, Field],
): Record<Field, string> | null {
  if (!snapshot?.exists) return null;
  const [first, second] = fields.map((field): unknown => snapshot.get(field));
  if (typeof first !== 'string' || typeof second !== 'string' || first === second) return null;
  return { [fields[0]]: first, [fields[1]]: second } as Record<Field, string>;
}

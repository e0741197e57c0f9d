// The streaming section document (profiles/{uid}/sections/streaming), written only by the
// streaming functions. Each write is a transaction over the whole document, so the Spotify and import halves never
// overwrite each other and the document always has every field its schema requires.
import { paths, streamingSectionSchema, type StreamingSection } from '@salon/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { storedDoc } from '../shared/stored.js';

const EMPTY_SECTION: Omit<StreamingSection, 'updatedAt'> = {
  connected: false,
  spotify: null,
  history: null,
};

const sectionRef = (uid: string) => storedDoc(streamingSectionSchema, paths.streamingAnalysis(uid));

/** The stored section, with dates as Dates; a missing or unreadable one counts as empty. */
export async function readSection(
  transaction: Transaction,
  uid: string,
): Promise<Omit<StreamingSection, 'updatedAt'>> {
  const snapshot = await transaction.get(sectionRef(uid));
  const data: unknown = snapshot.exists ? toDates(snapshot.data()) : null;
  const parsed = streamingSectionSchema.safeParse(data);
  return parsed.success ? parsed.data : EMPTY_SECTION;
}

/** Firestore Timestamps (anything with toDate) as Dates, in nested objects too. */
function toDates(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function') return value.toDate() as Date;
    if (Array.isArray(value)) return value.map(toDates);
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toDates(inner)]));
  }
  return value;
}

/** Writes the section with `change` applied, inside the caller's transaction. */
export function writeSection(
  transaction: Transaction,
  uid: string,
  current: Omit<StreamingSection, 'updatedAt'>,
  change: Partial<Omit<StreamingSection, 'updatedAt'>>,
): void {
  const next = streamingSectionSchema.parse({ ...current, ...change, updatedAt: new Date() });
  transaction.set(sectionRef(uid), next);
}

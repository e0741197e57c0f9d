// Reads a member's streaming section (profiles/{uid}/sections/streaming) live. Unparsable stored
// data is ignored, as the spec says: it reads as no analysis. Refused reads (a private profile)
// go to onError.
import { doc, onSnapshot, Timestamp, type Firestore } from 'firebase/firestore';
import { paths, streamingSectionSchema, type StreamingSection } from '@salon/domain';

/** Timestamps (in nested objects too) as Dates, which the domain's schemas take. */
function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}

export function streamingSectionFromData(data: unknown): StreamingSection | null {
  const parsed = streamingSectionSchema.safeParse(withDates(data));
  if (!parsed.success) {
    if (data !== undefined) console.warn('Ignoring unparsable streaming analysis.', parsed.error);
    return null;
  }
  return parsed.data;
}

export function subscribeToStreamingSection(
  firestore: Firestore,
  uid: string,
  onSection: (section: StreamingSection | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.streamingAnalysis(uid)),
    (snapshot) => onSection(streamingSectionFromData(snapshot.data())),
    onError,
  );
}

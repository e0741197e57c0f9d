// Reads a member's streaming section (profiles/{uid}/sections/streaming) live. Unparsable stored
// data is ignored, as the spec says: it reads as no analysis. Refused reads (a private profile)
// go to onError.
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { paths, streamingSectionSchema, type StreamingSection } from '@salon/domain';
import { readDocument } from '../../../lib/documents';

export function subscribeToStreamingSection(
  firestore: Firestore,
  uid: string,
  onSection: (section: StreamingSection | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.streamingAnalysis(uid)),
    (snapshot) => onSection(readDocument(streamingSectionSchema, snapshot, { lenient: true })),
    onError,
  );
}

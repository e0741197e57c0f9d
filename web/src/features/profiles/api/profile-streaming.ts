// The streaming analysis section: written by the streaming functions, read like every section.
import { doc, getDoc, onSnapshot, type Firestore, type Unsubscribe } from 'firebase/firestore';
import { paths, streamingAnalysisSchema, type StreamingAnalysis } from '@salon/domain';
import { readDocument } from './profile-documents.js';

/** The analysis, or null before the first one. Refused where the other sections are. */
export async function readStreamingAnalysis(
  db: Firestore,
  uid: string,
): Promise<StreamingAnalysis | null> {
  return readDocument(streamingAnalysisSchema, await getDoc(doc(db, paths.streamingAnalysis(uid))));
}

export function subscribeToStreamingAnalysis(
  db: Firestore,
  uid: string,
  onAnalysis: (analysis: StreamingAnalysis | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, paths.streamingAnalysis(uid)),
    (snapshot) => onAnalysis(readDocument(streamingAnalysisSchema, snapshot)),
    onError,
  );
}

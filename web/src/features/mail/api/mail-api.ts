// The member's e-mail choices (mailSettings/{uid}) and why their mail stopped (mailState/{uid}),
// both theirs alone to read and written by functions only: the choices through saveMailSettings.
// Read through the domain's schemas (lib/documents.ts): the own profile is no first visit.
import { doc, onSnapshot, type DocumentSnapshot, type Firestore } from 'firebase/firestore';
import {
  DEFAULT_MAIL_FREQUENCIES,
  DEFAULT_WEEKLY_DIGEST,
  mailSettingsSchema,
  mailStateSchema,
  paths,
  type CallableInput,
} from '@salon/domain';
import { toAppError } from '../../../lib/app-error';
import { callFunction } from '../../../lib/call-function';
import { readDocument } from '../../../lib/documents';
import type { FirebaseServices } from '../../../lib/firebase-services';
import type { Bounce, MailChoices } from './types';

type OnError = (error: Error) => void;

/** What a new member has until they save: the domain's defaults. */
const DEFAULT_MAIL_CHOICES: MailChoices = {
  frequencies: DEFAULT_MAIL_FREQUENCIES,
  weeklyDigest: DEFAULT_WEEKLY_DIGEST,
};

/**
 * Reads one snapshot for `onValue`; a document its schema refuses goes to `onError`, as a refused
 * read does: a form must not start from half a document and save the rest away.
 */
function reading<Value>(
  read: (snapshot: DocumentSnapshot) => Value,
  onValue: (value: Value) => void,
  onError: OnError,
) {
  return (snapshot: DocumentSnapshot) => {
    let value: Value;
    try {
      value = read(snapshot);
    } catch (error) {
      onError(toAppError(error));
      return;
    }
    onValue(value);
  };
}

/** The member's saved choices, live; the defaults before they first save. */
export function subscribeToMailChoices(
  firestore: Firestore,
  uid: string,
  onChoices: (choices: MailChoices) => void,
  onError: OnError,
): () => void {
  return onSnapshot(
    doc(firestore, paths.mailSettings(uid)),
    reading(
      (snapshot) => {
        const saved = readDocument(mailSettingsSchema, snapshot);
        if (!saved) return DEFAULT_MAIL_CHOICES;
        return {
          // A kind added after the member saved starts at its default.
          frequencies: { ...DEFAULT_MAIL_FREQUENCIES, ...saved.frequencies },
          weeklyDigest: saved.weeklyDigest,
        };
      },
      onChoices,
      onError,
    ),
    onError,
  );
}

/** The address that refused the member's mail, live; null while mail reaches them. */
export function subscribeToBounce(
  firestore: Firestore,
  uid: string,
  onBounce: (bounce: Bounce | null) => void,
  onError: OnError,
): () => void {
  return onSnapshot(
    doc(firestore, paths.mailState(uid)),
    reading(
      (snapshot) => {
        const bounced = readDocument(mailStateSchema, snapshot)?.bounced;
        return bounced ? { address: bounced.address, answer: bounced.answer } : null;
      },
      onBounce,
      onError,
    ),
    onError,
  );
}

/** Saves the choices with the language and time zone the member's dates are written in. */
export async function saveMailChoices(
  services: FirebaseServices,
  input: CallableInput<'saveMailSettings'>,
): Promise<void> {
  await callFunction(services, 'saveMailSettings', input);
}

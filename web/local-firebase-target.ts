/** Where the app finds Firebase when it runs locally: the emulators and demo project. */
export interface LocalFirebaseTarget {
  projectId: string;
  auth: { host: string; port: number };
  firestore: { host: string; port: number };
  functions: { host: string; port: number };
  storage: { host: string; port: number };
}

interface EmulatorEntry {
  host?: string;
  port: number;
}

interface FirebaseJson {
  emulators: {
    auth: EmulatorEntry;
    firestore: EmulatorEntry;
    functions: EmulatorEntry;
    storage: EmulatorEntry;
  };
}

interface FirebaseRc {
  projects: { default: string };
}

const hostOf = (entry: EmulatorEntry) => ({ host: entry.host ?? '127.0.0.1', port: entry.port });

export function localFirebaseTarget(
  firebaseJson: FirebaseJson,
  firebaseRc: FirebaseRc,
): LocalFirebaseTarget {
  return {
    projectId: firebaseRc.projects.default,
    auth: hostOf(firebaseJson.emulators.auth),
    firestore: hostOf(firebaseJson.emulators.firestore),
    functions: hostOf(firebaseJson.emulators.functions),
    storage: hostOf(firebaseJson.emulators.storage),
  };
}

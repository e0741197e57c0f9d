// What the locally built app reaches beyond production's origins: the emulators of firebase.json,
// which the app was built to talk to (web/local-firebase-target.ts). The local Hosting adds them
// to firebase.json's Content-Security-Policy, and nothing else. Google sign-in loads its frame
// library and frame from the Auth emulator locally, as it does from apis.google.com
// and the project's firebaseapp.com in production.

export interface LocalSources {
  /** Origins the app fetches from (Firestore, Auth, Functions, Storage emulators). */
  connect: readonly string[];
  /** Origins of images (members' pictures in the Storage emulator). */
  img: readonly string[];
  /** Origins of scripts and frames: the Auth emulator's stand-in for Google's sign-in frame. */
  signIn: readonly string[];
}

interface Emulators {
  auth: { host?: string; port: number };
  firestore: { host?: string; port: number };
  functions: { host?: string; port: number };
  storage: { host?: string; port: number };
}

const origin = ({ host, port }: { host?: string; port: number }) =>
  `http://${host ?? '127.0.0.1'}:${port}`;

/** The emulators' origins as the built app names them (firebase.json's `emulators`). */
export function localSourcesOf(emulators: Emulators): LocalSources {
  return {
    connect: [emulators.firestore, emulators.auth, emulators.functions, emulators.storage].map(
      origin,
    ),
    img: [origin(emulators.storage)],
    signIn: [origin(emulators.auth)],
  };
}

/** `policy` with the local origins appended to connect-src, img-src, script-src and frame-src. */
export function withLocalSources(policy: string, sources: LocalSources): string {
  const extra: Record<string, readonly string[]> = {
    'connect-src': sources.connect,
    'img-src': sources.img,
    'script-src': sources.signIn,
    'frame-src': sources.signIn,
  };
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      const name = trimmed.split(/\s+/)[0] ?? '';
      const added = extra[name];
      return added && added.length > 0 ? `${trimmed} ${added.join(' ')}` : trimmed;
    })
    .join('; ');
}

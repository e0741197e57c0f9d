/// <reference lib="dom" />
// The auth suite's page script: the browser build of `firebase/auth` (unmodified) with its
// browser popup/redirect resolver, driven through globalThis.authHarness by page.evaluate.
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  getAdditionalUserInfo,
  getRedirectResult,
  initializeAuth,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
  type UserCredential,
} from 'firebase/auth';

let auth: Auth | undefined;
let popup: Promise<UserCredential> | undefined;

function connected(): Auth {
  if (!auth) throw new Error('connect() first');
  return auth;
}

/** What the suite compares: the signed-in user, or the SDK's error code. */
async function outcome(run: () => Promise<UserCredential | null>) {
  try {
    const result = await run();
    if (!result) return { ok: null };
    return {
      ok: {
        uid: result.user.uid,
        email: result.user.email,
        displayName: result.user.displayName,
        providers: result.user.providerData.map((info) => info.providerId),
        isNewUser: getAdditionalUserInfo(result)?.isNewUser ?? null,
      },
    };
  } catch (error) {
    return { code: (error as { code?: string }).code ?? String(error) };
  }
}

/** The emulator's stand-in for Google's frame library, as the site loads it locally. */
function loadGapiStandIn(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `http://127.0.0.1:${port}/emulator/auth/gapi.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('the gapi stand-in did not load'));
    document.head.appendChild(script);
  });
}

const authHarness = {
  async connect(port: number) {
    await loadGapiStandIn(port);
    const app = initializeApp(
      {
        projectId: 'demo-auth-browser',
        apiKey: 'demo-key',
        authDomain: 'demo-auth-browser.firebaseapp.com',
      },
      'auth-browser',
    );
    auth = initializeAuth(app, {
      persistence: browserSessionPersistence,
      popupRedirectResolver: browserPopupRedirectResolver,
    });
    connectAuthEmulator(auth, `http://127.0.0.1:${port}`, { disableWarnings: true });
  },
  startPopup() {
    popup = signInWithPopup(connected(), new GoogleAuthProvider());
    // Settled later by popupResult(); keep an unhandled rejection quiet meanwhile.
    popup.catch(() => undefined);
  },
  popupResult() {
    const pending = popup;
    if (!pending) throw new Error('startPopup() first');
    return outcome(() => pending);
  },
  startRedirect() {
    void signInWithRedirect(connected(), new GoogleAuthProvider());
  },
  redirectResult() {
    return outcome(() => getRedirectResult(connected()));
  },
  currentUid() {
    return connected().currentUser?.uid ?? null;
  },
  signOut() {
    return signOut(connected());
  },
};

export type AuthHarness = typeof authHarness;
(globalThis as unknown as { authHarness: AuthHarness }).authHarness = authHarness;

// Test wiring: offline Firebase SDK instances for reactfire's providers (the features' api
// modules are mocked in tests that would call them: test/fake-data-access.ts), and a session supplied as plain data.
import type { ReactNode } from 'react';
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { getFunctions } from 'firebase/functions';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { FunctionsLoaderContext } from '../lib/firebase-services';
import { Toaster } from '../components/toast/Toaster';
import type { Role } from '@salon/domain';
import type { Session, SessionUser } from '../lib/session/session';
import { SessionContext } from '../lib/session/session-context';
import { RoleViewProvider } from '../features/auth/role-view/RoleViewProvider';

let testApp: { app: FirebaseApp; auth: Auth } | null = null;

/** One offline app per test file; nothing here talks to a server unless a test makes it. */
export function testFirebase() {
  if (!testApp) {
    const app = initializeApp({ projectId: 'demo-web-tests', apiKey: 'demo-key' }, 'web-tests');
    // A read no test mocked goes to a closed port on this machine, never to Google: left
    // unconnected, the SDK looked up firestore.googleapis.com (the /profile route's lists did).
    connectFirestoreEmulator(getFirestore(app), '127.0.0.1', 9);
    testApp = { app, auth: initializeAuth(app, { persistence: inMemoryPersistence }) };
  }
  return testApp;
}

export const visitor: Session = { status: 'signedOut' };
export const loadingSession: Session = { status: 'loading' };

export function member(role: Role = 'user', user: Partial<SessionUser> = {}): Session {
  return {
    status: 'signedIn',
    role,
    user: {
      uid: 'uid-clara',
      email: 'clara@example.com',
      displayName: 'clara',
      emailVerified: true,
      ...user,
    },
  };
}

function loadTestFunctions() {
  return Promise.resolve(getFunctions(testFirebase().app));
}

export function TestProviders({ session, children }: { session: Session; children: ReactNode }) {
  const { app, auth } = testFirebase();
  return (
    <FirebaseAppProvider firebaseApp={app}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={getFirestore(app)}>
          <FunctionsLoaderContext value={loadTestFunctions}>
            <SessionContext value={session}>
              <RoleViewProvider>
                {children}
                <Toaster />
              </RoleViewProvider>
            </SessionContext>
          </FunctionsLoaderContext>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

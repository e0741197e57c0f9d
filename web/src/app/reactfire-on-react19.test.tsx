// The React version is chosen by this test: reactfire's Suspense-based hooks must work on it.
import { Suspense, version as reactVersion } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase/app';
import { inMemoryPersistence, initializeAuth } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useObservable, useSigninCheck } from 'reactfire';
import { BehaviorSubject } from 'rxjs';

function SigninState() {
  const { status, data } = useSigninCheck();
  if (status === 'loading') return <p>checking</p>;
  return <p>{data.signedIn ? 'signed in' : 'signed out'}</p>;
}

function LatestValue({ source }: { source: BehaviorSubject<string> }) {
  const { data } = useObservable('test-latest-value', source, { suspense: true });
  return <p>value: {data}</p>;
}

describe(`reactfire on React ${reactVersion}`, () => {
  it('useSigninCheck reports a signed-out visitor', async () => {
    const app = initializeApp({ projectId: 'demo-hooks', apiKey: 'demo-key' }, 'hooks-auth');
    const auth = initializeAuth(app, { persistence: inMemoryPersistence });
    render(
      <FirebaseAppProvider firebaseApp={app}>
        <AuthProvider sdk={auth}>
          <SigninState />
        </AuthProvider>
      </FirebaseAppProvider>,
    );
    expect(await screen.findByText('signed out')).toBeTruthy();
  });

  it('useObservable suspends, then follows new values', async () => {
    const app = initializeApp({ projectId: 'demo-hooks', apiKey: 'demo-key' }, 'hooks-observable');
    const source = new BehaviorSubject('first');
    render(
      <FirebaseAppProvider firebaseApp={app} suspense>
        <Suspense fallback={<p>loading</p>}>
          <LatestValue source={source} />
        </Suspense>
      </FirebaseAppProvider>,
    );
    expect(await screen.findByText('value: first')).toBeTruthy();
    source.next('second');
    expect(await screen.findByText('value: second')).toBeTruthy();
  });
});

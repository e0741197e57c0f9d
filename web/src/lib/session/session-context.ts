import { createContext, useContext } from 'react';
import type { Session } from './session';

export const SessionContext = createContext<Session | null>(null);

/** The current auth state. Spec 1 section 8: auth hooks used outside the provider throw. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === null) {
    throw new Error(
      'useSession must be used inside <FirebaseSessionProvider> (or a SessionContext)',
    );
  }
  return session;
}

import type { Auth } from 'firebase/auth';
import type { CallableInput, CallableName, CallableOutput } from '@salon/domain';
import { AppError, toAppError } from './app-error';
import type { FunctionsLoader } from './firebase-services';

/** What a call needs: who is signed in, and the Functions SDK (loaded on the first call). */
export interface CallServices {
  readonly auth: Auth;
  readonly functions: FunctionsLoader;
}

/**
 * Calls a callable by its name in the domain's catalogue. Without a signed-in member it fails
 * before sending (`noSession`) unless visitors may call it; every failure is an AppError.
 */
export async function callFunction<N extends CallableName>(
  { auth, functions }: CallServices,
  name: N,
  input: CallableInput<N>,
  { visitorsMayCall = false }: { visitorsMayCall?: boolean } = {},
): Promise<CallableOutput<N>> {
  if (!auth.currentUser && !visitorsMayCall) {
    throw new AppError('noSession', 'No active session');
  }
  try {
    // The SDK's code arrives with the first call: it is not in the first bundle.
    const [{ httpsCallable }, instance] = await Promise.all([
      import('firebase/functions'),
      functions(),
    ]);
    const callable = httpsCallable<CallableInput<N>, CallableOutput<N>>(instance, name);
    return (await callable(input)).data;
  } catch (error) {
    throw toAppError(error);
  }
}

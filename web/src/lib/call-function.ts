import type { Auth } from 'firebase/auth';
import { httpsCallable, type Functions } from 'firebase/functions';
import type { CallableInput, CallableName, CallableOutput } from '@salon/domain';
import { AppError, toAppError } from './app-error';

/**
 * Calls a callable by its name in the domain's catalogue. Without a signed-in member it fails
 * before sending (`noSession`) unless visitors may call it; every failure is an AppError.
 */
export async function callFunction<N extends CallableName>(
  { auth, functions }: { readonly auth: Auth; readonly functions: Functions },
  name: N,
  input: CallableInput<N>,
  { visitorsMayCall = false }: { visitorsMayCall?: boolean } = {},
): Promise<CallableOutput<N>> {
  if (!auth.currentUser && !visitorsMayCall) {
    throw new AppError('noSession', 'No active session');
  }
  try {
    const callable = httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name);
    return (await callable(input)).data;
  } catch (error) {
    throw toAppError(error);
  }
}

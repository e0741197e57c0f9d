// Suspending and lifting (issue 32) through the callables suspendMember and liftSuspension;
// refusals come back as the callable's FunctionsError, which failureToast reads.
import { httpsCallable } from 'firebase/functions';
import type { CallableInput, CallableOutput } from '@salon/domain';
import type { FunctionsLoader } from '../../../lib/firebase-services';

/** Staff suspend a member, named by uid or as the author of a report's content. */
export async function suspendMember(
  functions: FunctionsLoader,
  input: CallableInput<'suspendMember'>,
): Promise<CallableOutput<'suspendMember'>> {
  const call = httpsCallable<CallableInput<'suspendMember'>, CallableOutput<'suspendMember'>>(
    await functions(),
    'suspendMember',
  );
  return (await call(input)).data;
}

/** Admins end a member's suspension early. */
export async function liftSuspension(
  functions: FunctionsLoader,
  input: CallableInput<'liftSuspension'>,
): Promise<CallableOutput<'liftSuspension'>> {
  const call = httpsCallable<CallableInput<'liftSuspension'>, CallableOutput<'liftSuspension'>>(
    await functions(),
    'liftSuspension',
  );
  return (await call(input)).data;
}

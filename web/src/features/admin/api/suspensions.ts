// Suspending and lifting through the callables suspendMember and liftSuspension; a refusal comes
// back as an AppError with the callable's reason, which failureToast reads.
import type { CallableInput } from '@salon/domain';
import { callFunction, type CallServices } from '../../../lib/call-function';

/** Staff suspend a member, named by uid or as the author of a report's content. */
export function suspendMember(services: CallServices, input: CallableInput<'suspendMember'>) {
  return callFunction(services, 'suspendMember', input);
}

/** Admins end a member's suspension early. */
export function liftSuspension(services: CallServices, input: CallableInput<'liftSuspension'>) {
  return callFunction(services, 'liftSuspension', input);
}

// What every callable does first: who is calling, and is the input what the schema allows.
// Bad input is refused with the schema's first message and changes nothing.
import { type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { refuse } from './refusal.js';

export function requireSignedIn(request: CallableRequest): {
  uid: string;
  claims: Record<string, unknown>;
} {
  if (!request.auth) throw refuse('unauthenticated', 'Please sign in to continue.');
  return { uid: request.auth.uid, claims: request.auth.token };
}

export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw refuse('invalid-argument', `${where}${issue?.message ?? 'Invalid input.'}`);
  }
  return result.data;
}

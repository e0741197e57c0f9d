// What every callable does first: who is calling, and is the input what the schema allows.
// Bad input is refused with the schema's first message and changes nothing.
import { type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod/mini';
import { refuse } from './refusal.js';

export function requireSignedIn(request: CallableRequest): {
  uid: string;
  claims: Record<string, unknown>;
} {
  if (!request.auth) throw refuse('unauthenticated', 'Please sign in to continue.');
  return { uid: request.auth.uid, claims: request.auth.token };
}

/**
 * zod/mini loads no locale, and the schemas give their own words only where the spec has some:
 * everywhere else (a script's malformed input) the refusal says what zod's English says.
 */
const inEnglish = { error: z.locales.en().localeError };

export function parseInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(data, inEnglish);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw refuse('invalid-argument', `${where}${issue?.message ?? 'Invalid input.'}`);
  }
  return result.data;
}

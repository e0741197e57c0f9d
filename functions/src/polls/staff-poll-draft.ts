// A staff poll as a callable receives it (createPoll, saveQueuedPoll): judged first by the
// domain's validatePollDraft, so a refusal carries the poll form's toast rather than the
// schema's message, then parsed by the callable's schema.
import type { z } from 'zod/mini';
import { validatePollDraft } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { textField, textListField } from '../shared/draft-text.js';
import { refuse } from '../shared/refusal.js';

export function parseStaffPollDraft<Schema extends z.ZodMiniType>(
  schema: Schema,
  data: unknown,
): z.infer<Schema> {
  const refusal = validatePollDraft({
    title: textField(data, 'title'),
    description: textField(data, 'description'),
    options: textListField(data, 'options'),
  });
  if (refusal) throw refuse('invalid-argument', refusal);
  return parseInput(schema, withoutBlankOptions(data));
}

/** The form may send empty option rows; they are not options. Anything else goes to the schema. */
function withoutBlankOptions(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const options: unknown = (data as { options?: unknown }).options;
  if (!Array.isArray(options)) return data;
  const kept = options.filter((option) => typeof option !== 'string' || option.trim() !== '');
  return { ...data, options: kept };
}

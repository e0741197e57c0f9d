import { z } from 'zod/mini';

/**
 * A zod string schema whose issue carries the message of one of our validators, so a callable
 * that parses its input reports exactly what the form shows.
 */
export function stringFromValidator(validate: (value: string) => string | null) {
  return z.string().check(
    z.superRefine((value, context) => {
      const message = validate(value);
      if (message !== null) context.addIssue({ code: 'custom', message });
    }),
  );
}

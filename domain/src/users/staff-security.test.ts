import { describe, expect, it } from 'vitest';
import { readStoredFields } from '../documents/stored.js';
import { staffSecuritySchema } from './staff-security.js';

describe('the staff security switch as stored', () => {
  const required = (data: unknown) =>
    readStoredFields(staffSecuritySchema, data, ['twoStepRequired']).twoStepRequired;

  it('reads the switch on and off', () => {
    expect(required({ twoStepRequired: true })).toBe(true);
    expect(required({ twoStepRequired: false })).toBe(false);
  });

  it('reads no switch from a missing document or a value that is not a boolean', () => {
    expect(required(undefined)).toBeUndefined();
    expect(required({ twoStepRequired: 'yes' })).toBeUndefined();
  });

  it('refuses a document with fields it does not describe', () => {
    expect(staffSecuritySchema.safeParse({ twoStepRequired: true, other: 1 }).success).toBe(false);
  });
});

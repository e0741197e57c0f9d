import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { parseSchemasWithoutEval } from './without-eval.js';

describe('parseSchemasWithoutEval', () => {
  it('sets the configuration zod itself reads', () => {
    parseSchemasWithoutEval();
    expect(z.config().jitless).toBe(true);
    z.config({ jitless: false });
  });
});

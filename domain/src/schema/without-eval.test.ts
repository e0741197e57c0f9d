import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSchemasWithoutEval } from './withoutEval.js';

describe('parseSchemasWithoutEval', () => {
  it('sets the configuration zod itself reads', () => {
    parseSchemasWithoutEval();
    expect(z.config().jitless).toBe(true);
    z.config({ jitless: false });
  });
});

// storage.rules copy what the domain says of an upload: the picture kinds a member may upload,
// the largest size and the image types. Rules cannot import TypeScript, so this suite reads the
// rules' text and fails when a copy drifts from the domain (a type added to PICTURE_CONTENT_TYPES
// that the rules would still refuse, a size changed on one side only), as
// rules-mirror-domain.test.ts does for firestore.rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PICTURE_CONTENT_TYPES, PICTURE_KINDS, PICTURE_MAX_BYTES } from '@salon/domain';

const rules = readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8');

/** The one match of `pattern` in the rules, or a failure naming what was looked for. */
function only(pattern: RegExp, what: string): RegExpExecArray {
  const found = [...rules.matchAll(new RegExp(pattern, 'g'))];
  if (found.length !== 1) throw new Error(`storage.rules should say ${what} once`);
  return found[0]!;
}

describe('storage.rules copy the domain', () => {
  it('take the largest picture PICTURE_MAX_BYTES allows', () => {
    const [, expression] = only(/request\.resource\.size <= ([\d\s*]+)/, 'the upload size');
    const bytes = expression!
      .split('*')
      .map((factor) => Number(factor.trim()))
      .reduce((product, factor) => product * factor, 1);
    expect(bytes).toBe(PICTURE_MAX_BYTES);
  });

  it('take exactly the image types of PICTURE_CONTENT_TYPES', () => {
    const [, alternatives] = only(
      /request\.resource\.contentType\.matches\('image\/\(([a-z|]+)\)'\)/,
      'the upload types',
    );
    const types = alternatives!.split('|').map((subtype) => `image/${subtype}`);
    expect(types.sort()).toEqual([...PICTURE_CONTENT_TYPES].sort());
  });

  it('take uploads of exactly the PICTURE_KINDS', () => {
    const [, list] = only(/kind in \[([^\]]*)\]/, 'the upload kinds');
    const kinds = list!.split(',').map((kind) => kind.trim().replace(/^'|'$/g, ''));
    expect(kinds.sort()).toEqual([...PICTURE_KINDS].sort());
  });
});

// Every message catalogue the app shows is checked against the spec text itself, so a typo or a
// paraphrase of a spec string fails here. The few strings the spec gives only in a shortened form
// ("Recording added/removed") are checked against that form; the ones it does not give at all are
// listed as invented. Nothing else may differ from the spec.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

/** The specs live beside the checkout, in shared/spec (as CI has them). */
const specDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/spec');

const CATALOGUES = [
  'FORUM_TOASTS',
  'FORUM_ERRORS',
  'FORUM_EMPTY_STATES',
  'SEARCH_PLACEHOLDERS',
  'AUTH_TEXTS',
  'SHELL_TOASTS',
  'NOT_FOUND_TEXTS',
  'PROFILE_TEXTS',
  'PROFILE_TOASTS',
  'PROFILE_ERRORS',
  'PROFILE_SUCCESS_TITLES',
  'ADMIN_ERRORS',
  'STREAMING_TEXTS',
  'STREAMING_TOASTS',
  'STREAMING_ERRORS',
  'STREAMING_SUCCESS_TITLES',
  'SOCIAL_SUCCESS_TITLES',
  'SOCIAL_ERRORS',
  'USERNAME_MESSAGES',
  'USERNAME_TAKEN_MESSAGE',
  'USERNAME_AVAILABILITY_FAILED_MESSAGE',
] as const;

/** Strings the spec gives in a shortened form: the form it gives. */
const SHORTENED: Record<string, string> = {
  'FORUM_TOASTS.pollReplyPosted.description': '"...to the poll discussion."',
  'PROFILE_SUCCESS_TITLES.recordingRemoved': 'Recording added/removed',
  'PROFILE_SUCCESS_TITLES.concertRemoved': 'Concert added/removed',
  'PROFILE_SUCCESS_TITLES.albumRemoved': 'Album added/removed',
  'PROFILE_SUCCESS_TITLES.clipRemoved': 'Clip added/removed',
  'SOCIAL_SUCCESS_TITLES.friendRequestAccepted': 'Friend request sent/accepted',
};

/** Strings the spec leaves out ("not shown"), written by us; docs/domain.md lists them too. */
const INVENTED = new Set([
  // The spec names the "Sign In Required" / "Authentication Required" toasts, not their text.
  'SHELL_TOASTS.signInRequired.description',
  'SHELL_TOASTS.authenticationRequired.description',
]);

/** Every non-empty string inside a catalogue, with the key path that holds it. */
function stringsOf(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return value === '' ? [] : [[at, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${at}.${key}`));
  }
  return [];
}

function specText(): string {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => readFileSync(path.join(specDir, name), 'utf8'))
    .join('\n')
    .replace(/\s+/g, ' ');
}

// Without the spec there is nothing to check against: fail loudly rather than pass on no test.
if (!existsSync(specDir)) {
  throw new Error(
    `The spec is missing: ${specDir} (shared/spec beside the checkout, as CI has it).`,
  );
}

describe('the message catalogues', () => {
  const spec = specText();
  const entries = CATALOGUES.flatMap((name) =>
    stringsOf((domain as Record<string, unknown>)[name], name),
  );

  it('cover every catalogue named here', () => {
    for (const name of CATALOGUES) expect(domain).toHaveProperty(name);
    expect(entries.length).toBeGreaterThan(100);
  });

  const quoted = entries.filter(([at]) => !(at in SHORTENED) && !INVENTED.has(at));

  it.each(quoted)('%s is the spec’s wording', (_at, text) => {
    expect(spec).toContain(text.replace(/\s+/g, ' '));
  });

  it.each(Object.entries(SHORTENED))('%s follows the spec’s shortened %j', (at, form) => {
    expect(spec).toContain(form);
    expect(entries.map(([key]) => key)).toContain(at);
  });

  it('lists as invented only strings that are in a catalogue and not in the spec', () => {
    for (const at of INVENTED) {
      const text = entries.find(([key]) => key === at)?.[1];
      expect(text, at).toBeDefined();
      expect(spec).not.toContain(text);
    }
  });
});

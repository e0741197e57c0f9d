/**
 * The two blocklists of the specs (forum section 5, profiles section 5).
 *
 * Matching is by substring after stripping everything but letters and digits, so a short word
 * would block innocent text: "ass" hides in "classical", "bass" and "passacaglia", "hell" in
 * "hello", "damn" in "La damnation de Faust", "tit" in "title", "cock" in "Hitchcock", "rape" in
 * "grape", "bastard" in "viola bastarda", "retard" in "retardando". Every word here was chosen
 * because it does not occur inside common English words or classical-music vocabulary; the tests
 * check that against a list of such words. See docs/domain.md.
 */

/** Exactly 23 words checked in thread titles, thread bodies and replies. */
export const CONTENT_BLOCKED_WORDS: readonly string[] = Object.freeze([
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'asshole',
  'arsehole',
  'jackass',
  'dickhead',
  'wanker',
  'twat',
  'bollocks',
  'whore',
  'slut',
  'douchebag',
  'cocksucker',
  'nigger',
  'nigga',
  'faggot',
  'kike',
  'wetback',
  'tranny',
  'spastic',
  'retarded',
]);

/**
 * The content words plus hateful and violent words that make no acceptable username: 30 words
 * ("about 30" in the spec).
 */
export const USERNAME_BLOCKED_WORDS: readonly string[] = Object.freeze([
  ...CONTENT_BLOCKED_WORDS,
  'hitler',
  'siegheil',
  'whitepower',
  'genocide',
  'terrorist',
  'killyourself',
  'pedophile',
]);

// The rulesets in force, per project id: parsed once when loaded, so every request is decided
// against a syntax tree. A source that does not parse is refused and the previous rules stay.
import { RulesSyntaxError, parseRules, type Ruleset } from '../../rules/index.js';

/** The key for "every project that loaded none" (the CLI's --rules without --project). */
const EVERY_PROJECT = '*';

export type LoadOutcome = { ok: true } | { ok: false; message: string };

export class ProjectRules {
  private readonly rulesets = new Map<string, { source: string; ruleset: Ruleset }>();

  load(projectId: string, source: string): LoadOutcome {
    let ruleset: Ruleset;
    try {
      ruleset = parseRules(source);
    } catch (error) {
      if (!(error instanceof RulesSyntaxError)) throw error;
      // `Line 3:1: mismatched input ...`: where, then what, as firebase-tools prints it.
      return { ok: false, message: error.message };
    }
    this.rulesets.set(projectId, { source, ruleset });
    return { ok: true };
  }

  /**
   * The ruleset deciding a project's requests: its own, else the one loaded for every project,
   * else undefined (no rules at all: requests are allowed, as Google's emulator does when it was
   * given no rules file).
   */
  rulesetFor(projectId: string): Ruleset | undefined {
    return (this.rulesets.get(projectId) ?? this.rulesets.get(EVERY_PROJECT))?.ruleset;
  }

  /** The source last loaded for exactly this key (tests, diagnostics). */
  sourceOf(projectId: string): string | undefined {
    return this.rulesets.get(projectId)?.source;
  }
}

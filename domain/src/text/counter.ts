import { textLength } from './length.js';

export interface CharacterCounter {
  /** Characters typed so far. */
  readonly used: number;
  readonly max: number;
  /** Characters still available; negative when over the limit. */
  readonly remaining: number;
  /** The "n/max characters" label of the forms. */
  readonly label: string;
  readonly isOverLimit: boolean;
  /** True when fewer than `warnBelow` characters remain (the counter turns amber). */
  readonly isNearLimit: boolean;
}

/**
 * The state of a character counter under a text field. `warnBelow` is the remaining-characters
 * threshold under which the counter warns (50 for report details); 0 never warns.
 */
export function characterCounter(text: string, max: number, warnBelow = 0): CharacterCounter {
  const used = textLength(text);
  const remaining = max - used;
  return {
    used,
    max,
    remaining,
    label: `${used}/${max} characters`,
    isOverLimit: remaining < 0,
    isNearLimit: remaining < warnBelow,
  };
}

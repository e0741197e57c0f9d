import { useState } from 'react';
import { REACTION_TYPES, type ReactionCounts, type ReactionType } from '@salon/domain';
import type { OwnReactions } from '../hooks/use-own-reactions';

const REACTION_LABELS: Readonly<Record<ReactionType, string>> = {
  applause: 'Applause',
  bravo: 'Bravo',
};

/**
 * Applause and Bravo as two independent toggles (forum spec §4): pressed when the viewer has
 * reacted. Visitors are asked to sign in instead (`requireSignIn`).
 */
export function ReactionButtons({
  counts,
  replyId,
  reactions,
  requireSignIn,
  label,
}: {
  counts: ReactionCounts;
  replyId: string | null;
  reactions: OwnReactions;
  requireSignIn: () => boolean;
  /** Names the group, e.g. "Reactions to this discussion". */
  label: string;
}) {
  const [busy, setBusy] = useState<ReactionType | null>(null);
  async function press(type: ReactionType) {
    if (!requireSignIn()) return;
    setBusy(type);
    await reactions.toggle(type, replyId);
    setBusy(null);
  }
  return (
    <div className="reactions" role="group" aria-label={label}>
      {REACTION_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className="reaction-button"
          aria-pressed={reactions.isActive(type, replyId)}
          disabled={busy === type}
          onClick={() => void press(type)}
        >
          {REACTION_LABELS[type]} {counts[type]}
        </button>
      ))}
    </div>
  );
}

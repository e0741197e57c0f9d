import { BADGE_LEVEL_LABELS, BADGE_TEXTS, BADGES, type BadgeId } from '@salon/domain';

/** A badge's level, drawn in its metal's colour. */
export function BadgeLevel({ badgeId }: { badgeId: BadgeId }) {
  const { level } = BADGES[badgeId];
  return <span className={`badge-level badge-level--${level}`}>{BADGE_LEVEL_LABELS[level]}</span>;
}

/** What the catalogue and a badge's page say of a badge: its level, who grants it, how it is earned. */
export function BadgeFacts({ badgeId }: { badgeId: BadgeId }) {
  const badge = BADGES[badgeId];
  return (
    <>
      <p className="meta badge-facts">
        <BadgeLevel badgeId={badgeId} />
        {badge.grantedBy === 'staff' ? (
          <span className="badge-facts__staff">{BADGE_TEXTS.grantedByStaff}</span>
        ) : null}
      </p>
      <p className="badge-facts__description">{badge.description}</p>
    </>
  );
}

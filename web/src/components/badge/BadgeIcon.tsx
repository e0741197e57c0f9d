import { BADGE_NAMES, type BadgeId } from '@salon/domain';

/**
 * A badge's medal, drawn in public/badges/{badgeId}.svg: its level shows in the frame (a plain
 * bronze disc, a scalloped silver one, a serrated gold one). `decorative` when words beside it
 * already name the badge.
 */
// Files, not SVG in JS: Salon author lines show a badge, and the first visit's JS is 250 kB gzipped.
export function BadgeIcon({
  badgeId,
  size = 32,
  decorative = false,
}: {
  badgeId: BadgeId;
  size?: number;
  decorative?: boolean;
}) {
  return (
    <img
      src={`/badges/${badgeId}.svg`}
      width={size}
      height={size}
      alt={decorative ? '' : `${BADGE_NAMES[badgeId]} badge`}
      className="badge-icon"
      loading="lazy"
    />
  );
}

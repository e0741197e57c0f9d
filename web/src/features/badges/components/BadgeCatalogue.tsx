import { useId } from 'react';
import { Link } from 'react-router';
import { BADGE_IDS, BADGE_TEXTS, BADGES, badgePath, type BadgeId } from '@salon/domain';
import { BadgeIcon } from '../../../components/badge/BadgeIcon';
import { useHolderCounts } from '../hooks/use-holder-counts';
import { BadgeFacts } from './BadgeFacts';
import '../badges.css';

/**
 * The badges page (/badges): every badge in the catalogue's order with its icon, name, level, how
 * it is earned and how many members hold it, each linking to its page. The counts come from one
 * read; while it is under way, or when it failed, the badges show without them.
 */
export function BadgeCatalogue() {
  const headingId = useId();
  const counts = useHolderCounts();
  return (
    <section className="badge-catalogue" aria-labelledby={headingId}>
      <h1 id={headingId}>{BADGE_TEXTS.catalogueTitle}</h1>
      <p>{BADGE_TEXTS.catalogueIntro}</p>
      {counts.status === 'failed' ? <p role="alert">{BADGE_TEXTS.countsFailed}</p> : null}
      <ul className="badge-catalogue__list" aria-label={BADGE_TEXTS.catalogueList}>
        {BADGE_IDS.map((badgeId) => (
          <li key={badgeId}>
            <CatalogueEntry
              badgeId={badgeId}
              count={counts.status === 'ready' ? (counts.value.get(badgeId) ?? 0) : null}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CatalogueEntry({ badgeId, count }: { badgeId: BadgeId; count: number | null }) {
  const headingId = useId();
  return (
    <article className="flat-card badge-card" aria-labelledby={headingId}>
      <BadgeIcon badgeId={badgeId} size={48} decorative />
      <div className="badge-card__body">
        <h2 id={headingId} className="badge-card__name">
          <Link to={badgePath(badgeId)}>{BADGES[badgeId].name}</Link>
        </h2>
        <BadgeFacts badgeId={badgeId} />
        {count === null ? null : <p className="meta">{BADGE_TEXTS.holderCount(count)}</p>}
      </div>
    </article>
  );
}

import { useState, type FormEvent } from 'react';
import { BADGE_IDS, BADGE_TEXTS, BADGES, type BadgeId } from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { LabelledSelect } from '../../../components/ui/LabelledSelect';
import { SalonDialog } from '../../../components/ui/SalonDialog';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { grantBadge, revokeBadge } from '../api/badges-api';
import type { HeldBadges } from '../api/types';
import { useMemberBadges } from '../hooks/use-member-badges';

/** The badges staff grant: the others are earned by taking part. */
const STAFF_BADGES: readonly BadgeId[] = BADGE_IDS.filter((id) => BADGES[id].grantedBy === 'staff');

function failed(title: string, error: unknown) {
  toastFailure(error, (failure) => ({ title, description: failure.reason ?? 'Please try again.' }));
}

/**
 * An admin's dialog for one member's badges, named for the member: the badges they hold (live),
 * a staff badge to grant ("Grant Badge") and a held badge to revoke ("Revoke Badge"). The
 * functions refuse anyone but an admin, and grant only staff badges.
 */
export function ManageBadgesDialog({
  memberId,
  member,
  open,
  onOpenChange,
}: {
  memberId: string;
  member: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const held = useMemberBadges(memberId);
  return (
    <SalonDialog
      title={BADGE_TEXTS.manageTitle(member)}
      description={BADGE_TEXTS.manageDescription}
      open={open}
      onOpenChange={onOpenChange}
    >
      {held.status === 'loading' ? (
        <p role="status">{BADGE_TEXTS.loadingHeld}</p>
      ) : held.status === 'unavailable' ? (
        <p role="alert">{BADGE_TEXTS.heldFailed}</p>
      ) : (
        <BadgeTools memberId={memberId} held={held.value} />
      )}
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => onOpenChange(false)}>
          {BADGE_TEXTS.close}
        </button>
      </div>
    </SalonDialog>
  );
}

function BadgeTools({ memberId, held }: { memberId: string; held: HeldBadges }) {
  const services = useFirebaseServices();
  const grantable = STAFF_BADGES.filter((id) => !held.includes(id));
  const [toGrant, setToGrant] = useState<BadgeId | null>(null);
  const [toRevoke, setToRevoke] = useState<BadgeId | null>(null);
  const [busy, setBusy] = useState(false);
  // A pick no longer offered (granted or revoked meanwhile) falls back to the first offered.
  const grantChoice = toGrant !== null && grantable.includes(toGrant) ? toGrant : grantable[0];
  const revokeChoice = toRevoke !== null && held.includes(toRevoke) ? toRevoke : held[0];

  async function act(
    event: FormEvent,
    badgeId: BadgeId | undefined,
    call: typeof grantBadge,
    done: (badge: { name: string }) => string,
    failure: string,
  ) {
    event.preventDefault();
    if (badgeId === undefined || busy) return;
    setBusy(true);
    try {
      await call(services, memberId, badgeId);
      toast({ title: done(BADGES[badgeId]) });
    } catch (error) {
      failed(failure, error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="manage-badges">
      {held.length === 0 ? (
        <p className="meta">{BADGE_TEXTS.noBadges}</p>
      ) : (
        <ul className="manage-badges__held" aria-label={BADGE_TEXTS.heldList}>
          {held.map((badgeId) => (
            <li key={badgeId}>{BADGES[badgeId].name}</li>
          ))}
        </ul>
      )}
      {grantChoice === undefined ? (
        <p className="meta">{BADGE_TEXTS.allStaffBadgesHeld}</p>
      ) : (
        <form
          className="manage-badges__form"
          onSubmit={(event) =>
            void act(event, grantChoice, grantBadge, BADGE_TEXTS.granted, BADGE_TEXTS.grantFailed)
          }
        >
          <LabelledSelect
            className="field"
            label={BADGE_TEXTS.grantLabel}
            value={grantChoice}
            options={grantable.map((id) => ({ value: id, label: BADGES[id].name }))}
            onChange={setToGrant}
          />
          <button type="submit" className="button button--primary" disabled={busy}>
            {BADGE_TEXTS.grantButton}
          </button>
        </form>
      )}
      {revokeChoice === undefined ? null : (
        <form
          className="manage-badges__form"
          onSubmit={(event) =>
            void act(
              event,
              revokeChoice,
              revokeBadge,
              BADGE_TEXTS.revoked,
              BADGE_TEXTS.revokeFailed,
            )
          }
        >
          <LabelledSelect
            className="field"
            label={BADGE_TEXTS.revokeLabel}
            value={revokeChoice}
            options={held.map((id) => ({ value: id, label: BADGES[id].name }))}
            onChange={setToRevoke}
          />
          <button type="submit" className="button button--danger" disabled={busy}>
            {BADGE_TEXTS.revokeButton}
          </button>
        </form>
      )}
    </div>
  );
}

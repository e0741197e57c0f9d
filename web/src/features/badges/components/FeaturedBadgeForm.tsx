import { useState, type FormEvent } from 'react';
import { BADGE_TEXTS, BADGES, type BadgeId } from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { LabelledSelect, type SelectOption } from '../../../components/ui/LabelledSelect';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { featureBadge } from '../api/badges-api';
import type { HeldBadges } from '../api/types';
import { useFeaturedBadge } from '../hooks/use-member-badges';

const NONE = 'none';
type Choice = BadgeId | typeof NONE;

/**
 * The own profile's choice of the badge shown beside the member's name in discussions: "None" or
 * one they hold. Saved by featureBadge, which checks the badge is held; the select starts from the
 * saved choice, live.
 */
export function FeaturedBadgeForm({ uid, held }: { uid: string; held: HeldBadges }) {
  const services = useFirebaseServices();
  const featured = useFeaturedBadge(uid);
  const saved: Choice =
    featured.status === 'ready' && featured.value !== null && held.includes(featured.value)
      ? featured.value
      : NONE;
  // The member's pick; null (nothing picked yet) follows the saved choice.
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const options: SelectOption<Choice>[] = [
    { value: NONE, label: BADGE_TEXTS.featuredNone },
    ...held.map((badgeId) => ({ value: badgeId, label: BADGES[badgeId].name })),
  ];
  const value = chosen !== null && options.some((o) => o.value === chosen) ? chosen : saved;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await featureBadge(services, value === NONE ? null : value);
      toast({ title: BADGE_TEXTS.featuredSaved });
    } catch (error) {
      toastFailure(error, (failure) => ({
        title: BADGE_TEXTS.featureFailed,
        description: failure.reason ?? 'Please try again.',
      }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="featured-badge" onSubmit={(event) => void save(event)}>
      <LabelledSelect
        className="field"
        label={BADGE_TEXTS.featuredLabel}
        value={value}
        options={options}
        onChange={setChosen}
      />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {BADGE_TEXTS.save}
      </button>
    </form>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { STAFF_TWO_STEP_MESSAGES } from '@salon/domain';
import { Spinner } from '../../../components/ui/Spinner';
import { useAdminPanelAccess } from '../hooks/use-staff-two-step';
import { TWO_STEP_TEXTS } from '../admin-texts';

/**
 * The admin panel's tools, or, while the project requires two-step verification of staff and
 * this sign-in had no second factor, what to do instead. The rules and functions refuse such a
 * sign-in staff reads and actions on their own; this explains it.
 */
export function AdminPanelAccess({ uid, children }: { uid: string; children: ReactNode }) {
  const access = useAdminPanelAccess(uid);
  const titleId = useId();
  if (access === 'checking') return <Spinner />;
  if (access === 'open') return children;
  return (
    <section className="admin-two-step-required" aria-labelledby={titleId}>
      <h2 id={titleId}>{TWO_STEP_TEXTS.requiredTitle}</h2>
      <p>{STAFF_TWO_STEP_MESSAGES.required}</p>
      <Link className="button" to="/profile">
        {TWO_STEP_TEXTS.goToProfile}
      </Link>
    </section>
  );
}

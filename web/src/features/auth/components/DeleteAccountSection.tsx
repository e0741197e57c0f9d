import { Suspense, useId, useState } from 'react';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '@salon/domain';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRole } from '../hooks/use-role';

// The dialog (and the dialog library) loads when the member first opens it.
const DeleteAccountDialog = lazyNamed(() => import('./DeleteAccountDialog'), 'DeleteAccountDialog');

/**
 * The own profile's last section: deleting the account, after the password and a dialog that
 * says what goes and what stays. Admins are told to be demoted first (the function refuses them).
 */
export function DeleteAccountSection() {
  const { isAdmin } = useRole();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <section className="card section-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXTS.sectionTitle}</h2>
      <p>{TEXTS.sectionIntro}</p>
      {isAdmin ? (
        <p>{TEXTS.adminNote}</p>
      ) : (
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {TEXTS.openButton}
        </button>
      )}
      <Suspense fallback={null}>
        {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </section>
  );
}

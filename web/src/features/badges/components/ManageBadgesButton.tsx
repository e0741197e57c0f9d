import { useState } from 'react';
import { BADGE_TEXTS } from '@salon/domain';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { lazyNamed } from '../../../lib/lazy-named';

// The dialog, its reads (with the schema library) and the dialog library load on the first press:
// the admin panel's first tab reads its rows without them.
const ManageBadgesDialog = lazyNamed(() => import('./ManageBadgesDialog'), 'ManageBadgesDialog');

/**
 * The admin panel's "Badges" button on a member's row, named for the member; it opens a dialog
 * to grant a staff badge or revoke a held one. The functions decide who may: this only offers.
 */
export function ManageBadgesButton({ memberId, member }: { memberId: string; member: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--ghost"
        aria-label={BADGE_TEXTS.manageTitle(member)}
        onClick={() => setOpen(true)}
      >
        {BADGE_TEXTS.manageButton}
      </button>
      <OnceOpened open={open}>
        <ManageBadgesDialog
          memberId={memberId}
          member={member}
          open={open}
          onOpenChange={setOpen}
        />
      </OnceOpened>
    </>
  );
}

// "Report profile picture" / "Report banner" on another member's profile: the shared report dialog,
// for that picture, whose code loads on the first press.
import { useState } from 'react';
import type { PictureKind } from '@salon/domain';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { LazyReportDialog } from '../../../components/report/lazy-report-dialog';
import { useReportPicture } from '../hooks/use-report-picture';
import { PROFILE_UI } from '../profile-texts';

export function ReportPictureButton({
  memberId,
  kind,
  className,
}: {
  memberId: string;
  kind: PictureKind;
  className: string;
}) {
  const send = useReportPicture();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`button button--ghost ${className}`}
        onClick={() => setOpen(true)}
      >
        {PROFILE_UI.reportPicture[kind]}
      </button>
      <OnceOpened open={open}>
        <LazyReportDialog
          target={{ memberId, picture: kind }}
          send={send}
          open={open}
          onOpenChange={setOpen}
        />
      </OnceOpened>
    </>
  );
}

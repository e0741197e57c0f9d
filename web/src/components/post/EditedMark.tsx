import type { ReactNode } from 'react';
import { POST_EDIT_LABELS, formatExactMoment } from '@salon/domain';

/**
 * "edited" on a post its author changed, after its age in the meta line: the time of the last edit
 * shows on hover and is read out with the mark. `children` is staff's "Edit history" beside it.
 */
export function EditedMark({ editedAt, children }: { editedAt: Date; children?: ReactNode }) {
  const moment = formatExactMoment(editedAt);
  return (
    <>
      <span aria-hidden="true"> · </span>
      <time className="edited-mark" dateTime={editedAt.toISOString()} title={`Edited ${moment}`}>
        {POST_EDIT_LABELS.edited}
        <span className="visually-hidden"> {moment}</span>
      </time>
      {children ? (
        <>
          <span aria-hidden="true"> · </span>
          {children}
        </>
      ) : null}
    </>
  );
}

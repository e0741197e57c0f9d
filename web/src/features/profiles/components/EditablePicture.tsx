// The own profile's avatar and banner: buttons that open the picture dialog, whose code (the
// cropper, the Storage SDK) loads on the first press.
import { useState, type CSSProperties, type ReactNode } from 'react';
import type { PictureKind } from '@salon/domain';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import { lazyNamed } from '../../../lib/lazy-named';
import { usePictureActions } from '../hooks/use-picture-actions';

const PictureDialog = lazyNamed(() => import('./PictureDialog'), 'PictureDialog');

export function EditablePicture({
  uid,
  kind,
  label,
  className,
  style,
  hasPicture,
  children,
}: {
  uid: string;
  kind: PictureKind;
  /** The button's accessible name ("Change profile picture", "Change banner"). */
  label: string;
  className: string;
  style?: CSSProperties;
  hasPicture: boolean;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const actions = usePictureActions(uid, kind);
  return (
    <>
      <button
        type="button"
        className={className}
        style={style}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <OnceOpened open={open}>
        <PictureDialog
          kind={kind}
          open={open}
          onOpenChange={setOpen}
          hasPicture={hasPicture}
          actions={actions}
        />
      </OnceOpened>
    </>
  );
}

// Changing one's picture or banner: choose a file (or drop one), crop it with react-easy-crop (drag
// or the arrow keys to move, the Zoom slider to zoom), see the preview, and save with progress, or
// cancel the upload; "Remove picture" takes the current one down. Type, size and a file the browser
// cannot decode are told before anything is sent; what the server refuses (a file only its decoder
// rejects, too many pixels, too many uploads) is told with its reason.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import {
  BANNER_SIZE,
  PICTURE_CONTENT_TYPES,
  PICTURE_MESSAGES,
  pictureFileProblem,
  type PictureKind,
} from '@salon/domain';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import { toast } from '../../../components/toast/use-toast';
import type { PictureUpload } from '../api/profile-pictures';
import { PROFILE_UI } from '../profile-texts';

export interface PictureDialogActions {
  /** Resolves once `source` decodes as a picture; rejects when the browser cannot read it. */
  decode(source: string): Promise<void>;
  /** The crop of `source` as the file to upload. */
  crop(source: string, area: Area, kind: PictureKind): Promise<Blob>;
  /** Starts the upload (loading the Storage SDK first, on the first one). */
  upload(picture: Blob, onProgress: (sent: number) => void): Promise<PictureUpload>;
  remove(): Promise<void>;
}

const TEXTS = {
  avatar: { title: 'Profile picture', aspect: 1 },
  banner: { title: 'Banner', aspect: BANNER_SIZE.width / BANNER_SIZE.height },
} as const;

export function PictureDialog({
  kind,
  open,
  onOpenChange,
  hasPicture,
  actions,
}: {
  kind: PictureKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hasPicture: boolean;
  actions: PictureDialogActions;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The latest choice: a slower decode of an earlier file must not replace it.
  const choice = useRef(0);
  const [source, setSource] = useState<string | null>(null);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [upload, setUpload] = useState<PictureUpload | null>(null);
  const [sent, setSent] = useState(0);
  const [removing, setRemoving] = useState(false);
  const { title, aspect } = TEXTS[kind];

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  // The preview follows the crop: the file that Save would send.
  useEffect(() => {
    if (!source || !area) return;
    let current = true;
    actions.crop(source, area, kind).then(
      (blob) => current && setPreview(URL.createObjectURL(blob)),
      () => current && setPreview(null),
    );
    return () => {
      current = false;
    };
  }, [actions, area, kind, source]);

  async function choose(file: File | undefined) {
    if (!file) return;
    const turn = ++choice.current;
    const refusal = pictureFileProblem(file);
    if (refusal) return refuse(refusal);
    setProblem(null);
    const chosen = URL.createObjectURL(file);
    // The cropper shows a file it cannot decode as an empty area with Save never enabled, so
    // such a file is told here, as the server would tell it.
    const readable = await actions.decode(chosen).then(
      () => true,
      () => false,
    );
    if (turn !== choice.current || !readable) URL.revokeObjectURL(chosen);
    if (turn !== choice.current) return;
    if (!readable) return refuse(PICTURE_MESSAGES.notAnImage);
    setSource(chosen);
    setZoom(1);
    setCrop({ x: 0, y: 0 });
  }

  /** Tells why a file was refused and leaves the dialog ready for another (the same name too). */
  function refuse(message: string) {
    setProblem(message);
    setSource(null);
    setArea(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    void choose(event.dataTransfer.files[0]);
  }

  async function save() {
    if (!source || !area) return;
    setProblem(null);
    setSent(0);
    try {
      const started = await actions.upload(await actions.crop(source, area, kind), setSent);
      setUpload(started);
      await started.done;
      toast({ title: PICTURE_MESSAGES.saved });
      close();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : PICTURE_MESSAGES.uploadFailed);
    } finally {
      setUpload(null);
    }
  }

  async function remove() {
    setRemoving(true);
    try {
      await actions.remove();
      toast({ title: PICTURE_MESSAGES.removed });
      close();
    } catch {
      setProblem(PICTURE_MESSAGES.uploadFailed);
    } finally {
      setRemoving(false);
    }
  }

  function close() {
    choice.current++;
    setSource(null);
    setPreview(null);
    setProblem(null);
    onOpenChange(false);
  }

  return (
    <SalonDialog
      title={title}
      description="Choose a JPEG, PNG or WebP image of up to 10 MB, then move and zoom it to fit."
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : upload ? undefined : close())}
    >
      <div
        className="picture-dialog__drop"
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>{PROFILE_UI.choosePicture}</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept={PICTURE_CONTENT_TYPES.join(',')}
          onChange={(event) => void choose(event.target.files?.[0])}
          disabled={upload !== null}
        />
        <p className="meta">or drop one here</p>
      </div>
      {source && (
        <>
          <div className={`picture-dialog__crop picture-dialog__crop--${kind}`}>
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              aspect={aspect}
              cropShape={kind === 'avatar' ? 'round' : 'rect'}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className="picture-dialog__zoom">
            Zoom
            <input
              type="range"
              min={1}
              max={3}
              step={0.1}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
            />
          </label>
          {preview && (
            <img
              className={`picture-dialog__preview picture-dialog__preview--${kind}`}
              src={preview}
              alt="Preview"
            />
          )}
        </>
      )}
      {upload && (
        <div className="picture-dialog__progress">
          <progress aria-label="Upload progress" value={sent} max={1} />
          <button type="button" className="button" onClick={() => upload.cancel()}>
            Cancel upload
          </button>
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      {hasPicture && !source && (
        <button
          type="button"
          className="button button--danger"
          onClick={() => void remove()}
          disabled={removing}
        >
          Remove picture
        </button>
      )}
      <DialogActions
        actionLabel="Save picture"
        disabled={!source || !area}
        busy={upload !== null}
        onAction={() => void save()}
      />
    </SalonDialog>
  );
}

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PICTURE_MAX_BYTES, PICTURE_MESSAGES } from '@salon/domain';
import { getToasts } from '../../../components/toast/toast-store';
import type { PictureUpload } from '../api/profile-pictures';
import { PictureDialog, type PictureDialogActions } from './PictureDialog';

URL.createObjectURL = () => 'blob:chosen';
URL.revokeObjectURL = () => undefined;

/** An upload the test finishes by hand, reporting progress on the way. */
function controlledUpload() {
  let finish!: (error?: Error) => void;
  let progress!: (sent: number) => void;
  const cancel = vi.fn(() => finish(new Error(PICTURE_MESSAGES.uploadCancelled)));
  const upload = vi.fn(
    async (_: Blob, onProgress: (sent: number) => void): Promise<PictureUpload> => {
      progress = onProgress;
      return {
        cancel,
        done: new Promise((resolve, reject) => {
          finish = (error) => (error ? reject(error) : resolve());
        }),
      };
    },
  );
  return {
    upload,
    cancel,
    progress: (sent: number) => progress(sent),
    finish: (error?: Error) => finish(error),
  };
}

function renderDialog(overrides: Partial<PictureDialogActions> = {}, hasPicture = false) {
  const onOpenChange = vi.fn();
  const actions: PictureDialogActions = {
    decode: vi.fn(async () => undefined),
    crop: vi.fn(async () => new Blob(['cropped'], { type: 'image/jpeg' })),
    upload: vi.fn(),
    remove: vi.fn(async () => undefined),
    ...overrides,
  };
  render(
    <PictureDialog
      kind="avatar"
      open
      onOpenChange={onOpenChange}
      hasPicture={hasPicture}
      actions={actions}
    />,
  );
  return { actions, onOpenChange };
}

const picture = (type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], 'photo', { type });

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Choose a picture');
const cropperImage = () => document.querySelector('.picture-dialog__crop img');

/** Chooses a file; if the cropper shows it, lets it measure the (jsdom: empty) image. */
async function choose(file: File) {
  await userEvent.upload(fileInput(), file, { applyAccept: false });
  await waitFor(() => expect(screen.queryByRole('alert') ?? cropperImage()).toBeTruthy());
  const image = cropperImage();
  if (image) fireEvent.load(image);
}

describe('PictureDialog', () => {
  it('tells a wrong type or a file over 10 MB before sending anything', async () => {
    const { actions } = renderDialog();
    await choose(picture('image/svg+xml'));
    expect(screen.getByRole('alert').textContent).toBe(PICTURE_MESSAGES.wrongType);
    await choose(picture('image/png', PICTURE_MAX_BYTES + 1));
    expect(screen.getByRole('alert').textContent).toBe(PICTURE_MESSAGES.tooLarge);
    expect(screen.getByRole('button', { name: 'Save picture' })).toHaveProperty('disabled', true);
    expect(actions.upload).not.toHaveBeenCalled();
  });

  it('tells at once a file the browser cannot read as a picture, and takes another', async () => {
    const transfer = controlledUpload();
    const { actions } = renderDialog({
      upload: transfer.upload,
      decode: vi
        .fn<PictureDialogActions['decode']>()
        .mockRejectedValueOnce(new DOMException('The source image cannot be decoded.'))
        .mockResolvedValue(undefined),
    });
    await choose(new File(['some notes'], 'notes.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe(PICTURE_MESSAGES.notAnImage);
    // No cropper of a picture that is not there, and the chooser is ready for another file.
    expect(cropperImage()).toBeNull();
    expect(screen.getByRole('button', { name: 'Save picture' })).toHaveProperty('disabled', true);
    expect(fileInput().disabled).toBe(false);
    expect(fileInput().value).toBe('');

    await choose(picture('image/png'));
    expect(await screen.findByRole('img', { name: 'Preview' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(transfer.upload).toHaveBeenCalled());
    expect(actions.decode).toHaveBeenCalledTimes(2);
  });

  it('crops, previews, saves with progress and closes with "Picture updated"', async () => {
    const transfer = controlledUpload();
    const { actions, onOpenChange } = renderDialog({ upload: transfer.upload });
    await choose(picture());
    expect(await screen.findByRole('img', { name: 'Preview' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(transfer.upload).toHaveBeenCalled());
    expect(vi.mocked(actions.crop)).toHaveBeenCalled();
    transfer.progress(0.5);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveProperty(
        'value',
        0.5,
      ),
    );
    transfer.finish();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(getToasts().map((entry) => entry.title)).toContain(PICTURE_MESSAGES.saved);
  });

  it('says why the server refused the picture, and stays open', async () => {
    const transfer = controlledUpload();
    const { onOpenChange } = renderDialog({ upload: transfer.upload });
    await choose(picture());
    await userEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    await waitFor(() => expect(transfer.upload).toHaveBeenCalled());
    transfer.finish(new Error(PICTURE_MESSAGES.notAnImage));
    expect((await screen.findByRole('alert')).textContent).toBe(PICTURE_MESSAGES.notAnImage);
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('cancels an upload under way', async () => {
    const transfer = controlledUpload();
    renderDialog({ upload: transfer.upload });
    await choose(picture());
    await userEvent.click(await screen.findByRole('button', { name: 'Save picture' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel upload' }));
    expect(transfer.cancel).toHaveBeenCalled();
    expect((await screen.findByRole('alert')).textContent).toBe(PICTURE_MESSAGES.uploadCancelled);
  });

  it('removes the current picture', async () => {
    const { actions, onOpenChange } = renderDialog({}, true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(actions.remove).toHaveBeenCalled();
    expect(getToasts().map((entry) => entry.title)).toContain(PICTURE_MESSAGES.removed);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * The reply box labelled `label` once its code is here (LazyReplyComposer): until then a stand-in
 * with the same names shows, not editable.
 */
export async function replyBox(label: string): Promise<HTMLTextAreaElement> {
  return waitFor(() => {
    const box = screen.getByLabelText<HTMLTextAreaElement>(label);
    expect(box.disabled).toBe(false);
    return box;
  });
}

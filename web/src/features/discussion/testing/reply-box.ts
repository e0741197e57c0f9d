import { screen } from '@testing-library/react';

/** The reply box labelled `label`, once its code is here (LazyReplyComposer holds its place). */
export async function replyBox(label: string): Promise<HTMLTextAreaElement> {
  return screen.findByLabelText<HTMLTextAreaElement>(label);
}

import { useState } from 'react';
import type { Viewer } from '@salon/domain';
import { useBlocking } from '../../hooks/use-blocking';
import { OnceOpened } from '../ui/OnceOpened';
import { LazyBlockDialog } from './lazy-block-dialog';
import { useBlockActions } from './use-block-actions';

/**
 * Block on a post's menu, for threads, thread replies and poll replies alike: offered on a post
 * that names its author (`publicAuthorId`), someone other than the viewer not yet blocked; never on
 * an anonymous post, even to staff who know its author. Gives the menu's `onBlock` (absent when not
 * offered) and the confirmation dialog to render beside the menu.
 */
export function usePostBlock(viewer: Viewer | null, publicAuthorId: string | null) {
  const [open, setOpen] = useState(false);
  const blocking = useBlocking();
  const actions = useBlockActions();
  const blockable =
    viewer !== null &&
    blocking.ready &&
    publicAuthorId !== null &&
    publicAuthorId !== viewer.uid &&
    !blocking.blocked.has(publicAuthorId)
      ? publicAuthorId
      : null;
  if (blockable === null) return { menu: {}, dialog: null };
  return {
    menu: { onBlock: () => setOpen(true) },
    dialog: (
      <OnceOpened open={open}>
        <LazyBlockDialog
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => actions.block(blockable)}
        />
      </OnceOpened>
    ),
  };
}

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { MenuButtonLook } from './DeferredMenu';

/** A Radix menu's trigger, drawn and named as its DeferredMenu stand-in was. */
export function MenuTrigger({ button }: { button: MenuButtonLook }) {
  return (
    <DropdownMenu.Trigger className={button.className} aria-label={button.label}>
      {button.face}
    </DropdownMenu.Trigger>
  );
}

import { Suspense, useState, type KeyboardEvent, type ReactNode } from 'react';

/** How a menu's button looks and is named: the same before and after its menu code loads. */
export interface MenuButtonLook {
  readonly className: string;
  readonly label: string;
  readonly face: ReactNode;
}

const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A menu button whose menu loads when first used. The menus (Radix DropdownMenu, with the
 * positioning library under it) are about 20 kB of JavaScript gzipped that a first visit does
 * not need: until someone presses the button, a plain button that looks and is named the same
 * stands in. Pressing it (pointer down, as Radix opens on, or Enter, Space, Arrow Down) renders
 * the real menu, open; pointing at or focusing it starts the download early; pressing it again
 * or Escape before the menu has loaded cancels the opening.
 */
export function DeferredMenu({
  button,
  load,
  menu,
}: {
  button: MenuButtonLook;
  /** Starts fetching the menu's code (the lazy component's own import). */
  load: () => Promise<unknown>;
  /** The real menu, opened at once when it first renders. */
  menu: ReactNode;
}) {
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void load().catch(() => undefined);
  const placeholder = (
    <button
      type="button"
      className={button.className}
      aria-label={button.label}
      aria-haspopup="menu"
      aria-expanded={wanted}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      // While the code loads, this button stands in for the open menu: a second press or Escape
      // takes the request back, as it would close the menu, so it does not open afterwards.
      onPointerDown={(event) => {
        if (event.button === 0) setWanted(!wanted);
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (wanted && event.key === 'Escape') setWanted(false);
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {button.face}
    </button>
  );
  if (!wanted) return placeholder;
  return <Suspense fallback={placeholder}>{menu}</Suspense>;
}

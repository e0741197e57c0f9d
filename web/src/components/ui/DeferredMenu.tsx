import { Suspense, useState, useTransition, type KeyboardEvent, type ReactNode } from 'react';

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
  // Asked for in a transition: the stand-in stays mounted (and focused) until the code is there,
  // so Escape or a second press reaches it and can take the request back.
  const [loading, startLoading] = useTransition();
  const open = () => startLoading(() => setWanted(true));
  const prefetch = () => void load().catch(() => undefined);
  const standIn = (
    <button
      type="button"
      className={button.className}
      aria-label={button.label}
      aria-haspopup="menu"
      aria-expanded={wanted || loading}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        if (loading) setWanted(false);
        else open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (loading && event.key === 'Escape') setWanted(false);
        if (!OPENING_KEYS.has(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      {button.face}
    </button>
  );
  return <Suspense fallback={standIn}>{wanted ? menu : standIn}</Suspense>;
}

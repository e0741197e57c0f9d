// The page the server rendered (docs/sharing.md "The app takes over"): publicPages sends the Salon
// and a discussion with their content in the root, marked `data-server-page`. The app then renders
// into a root of its own, not yet in the document, and puts it in the server's place once nothing
// it shows is loading: the visitor reads the server's page until the app's has its data, and never
// sees a skeleton or spinner in its stead.
import { useLayoutEffect } from 'react';

/** The mark publicPages puts on its page (functions/src/sharing/app-markup.ts). */
const SERVER_PAGE = '[data-server-page]';
/** However long the app's page takes, the server's gives way after this (a stuck listener). */
const LONGEST_HOLD_MS = 10_000;

/** Placeholders (skeletons, spinners) the app shows now. */
let loading = 0;
/** Whether the app's first render has been committed (its placeholders counted). */
let rendered = false;
/** Puts the app's root in the server's place; null when there is none, or once done. */
let handOver: (() => void) | null = null;

function handOverWhenLoaded(): void {
  // After the commit in progress: a placeholder leaving and the next arriving count together.
  queueMicrotask(() => {
    if (rendered && loading === 0) handOver?.();
  });
}

/**
 * The element the app renders into: `root` itself, or, when `root` holds the server's page, a
 * new root that replaces it once the app's page has loaded (or after LONGEST_HOLD_MS).
 */
export function appRootOver(root: HTMLElement): HTMLElement {
  if (!root.querySelector(SERVER_PAGE)) return root;
  const appRoot = document.createElement('div');
  appRoot.id = root.id;
  const timer = setTimeout(() => handOver?.(), LONGEST_HOLD_MS);
  handOver = () => {
    handOver = null;
    clearTimeout(timer);
    // A keyboard reader on a link of the server's page stays on that link in the app's.
    const focused = document.activeElement;
    const href =
      focused instanceof HTMLAnchorElement && root.contains(focused)
        ? focused.getAttribute('href')
        : null;
    root.replaceWith(appRoot);
    if (href) {
      Array.from(appRoot.getElementsByTagName('a'))
        .find((link) => link.getAttribute('href') === href)
        ?.focus();
    }
  };
  return appRoot;
}

/** Rendered once after the app (main.tsx): its first commit is complete, placeholders counted. */
export function ServerPageHandOff() {
  useLayoutEffect(() => {
    rendered = true;
    handOverWhenLoaded();
  }, []);
  return null;
}

/**
 * For what shows while something loads: the server's page stays on screen while any such
 * placeholder is in the app's (`active` false: the component shows no placeholder now).
 */
export function useHoldsServerPage(active = true): void {
  useLayoutEffect(() => {
    if (!active || handOver === null) return;
    loading += 1;
    return () => {
      loading -= 1;
      handOverWhenLoaded();
    };
  }, [active]);
}

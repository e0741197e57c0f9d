import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a lazily loaded dialog from the first time it opens, and keeps it mounted after, so it
 * closes as any dialog does (focus back to what opened it). Until then its code, and the dialog
 * library's, stay off the page's first download.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

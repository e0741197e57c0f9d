import { useEffect, type RefObject } from 'react';

/**
 * A field of a page the server drew (docs/sharing.md) takes what was typed into it before the
 * page was hydrated: React keeps a hydrated field's text as it finds it but tells the page
 * nothing, whose state would otherwise stay empty beside it (a search typed at once was not
 * searched). Looked at once, after the first commit; a field drawn by the browser always agrees.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onTyped: (typed: string) => void,
) {
  useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onTyped(typed);
    // The first commit only: from then on the field and the state move together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

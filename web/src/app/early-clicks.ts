/**
 * A page the server drew shows its buttons before React owns them: the app's code and the page's
 * chunk load first (main.tsx), which on a busy phone takes a second or more, and until React has
 * the page a click on a button does nothing and a form's Enter posts the page to itself. Held
 * here instead, each is made again, on the same element, once React has the page: its event
 * system then hydrates the part clicked at once to handle it (React's selective hydration).
 * Links are let through: the browser follows them as it would anyway.
 */

/** What a click acts on through the app's handlers rather than the browser's own behaviour. */
const HANDLED_BY_THE_APP =
  'button, input, select, summary, label, [role="button"], [role="checkbox"], [role="radio"], [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Starts holding clicks and form submissions inside `root`; the function returned stops holding
 * and makes each held one again, in order, skipping any whose element is no longer on the page.
 * It does its work once, however often it is called.
 */
export function holdEarlyClicks(root: HTMLElement): () => void {
  const held: (() => void)[] = [];

  function holdClick(event: MouseEvent) {
    if (!(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(HANDLED_BY_THE_APP);
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (control.isConnected) control.click();
    });
  }

  function holdSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement)) return;
    const form = event.target;
    const submitter = event.submitter;
    event.preventDefault();
    event.stopPropagation();
    held.push(() => {
      if (!form.isConnected) return;
      if (submitter?.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  }

  root.addEventListener('click', holdClick, true);
  root.addEventListener('submit', holdSubmit, true);
  return () => {
    root.removeEventListener('click', holdClick, true);
    root.removeEventListener('submit', holdSubmit, true);
    for (const makeAgain of held.splice(0)) makeAgain();
  };
}

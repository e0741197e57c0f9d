import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

function servedPage(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('holdEarlyClicks', () => {
  it('holds a click on a button and makes it again, on the same element, once released', () => {
    const root = servedPage('<button type="button"><span>Vote</span></button>');
    const button = root.querySelector('button')!;
    const release = holdEarlyClicks(root);
    const seenByTheApp = vi.fn();
    root.addEventListener('click', seenByTheApp);

    root.querySelector('span')!.click();
    expect(seenByTheApp).not.toHaveBeenCalled();

    release();
    expect(seenByTheApp).toHaveBeenCalledTimes(1);
    expect(seenByTheApp.mock.calls[0]![0].target).toBe(button);
  });

  it('keeps a check box as it was until the app has it, then toggles it once', () => {
    const root = servedPage('<input type="checkbox" aria-label="Post anonymously">');
    const box = root.querySelector('input')!;
    const release = holdEarlyClicks(root);
    box.click();
    expect(box.checked).toBe(false);
    release();
    expect(box.checked).toBe(true);
  });

  it('lets a link be followed and ignores clicks outside the page', () => {
    const root = servedPage('<a href="#salon">The Salon</a>');
    const outside = document.createElement('button');
    document.body.append(outside);
    holdEarlyClicks(root);
    const link = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const elsewhere = new MouseEvent('click', { bubbles: true, cancelable: true });
    outside.dispatchEvent(elsewhere);
    expect(elsewhere.defaultPrevented).toBe(false);
  });

  it('holds a form sent with Enter and sends it once released', () => {
    const root = servedPage('<form><input name="q"></form>');
    const form = root.querySelector('form')!;
    const release = holdEarlyClicks(root);
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);

    form.requestSubmit();
    expect(sent).not.toHaveBeenCalled();

    release();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('drops a click whose element left the page, and makes each held click only once', () => {
    const root = servedPage(
      '<button type="button">Old</button><button type="button">Kept</button>',
    );
    const [replaced, kept] = root.querySelectorAll('button');
    const release = holdEarlyClicks(root);
    const seen = vi.fn();
    root.addEventListener('click', (event) => seen((event.target as Element).textContent));
    replaced!.click();
    kept!.click();
    replaced!.remove();

    release();
    release();
    expect(seen.mock.calls).toEqual([['Kept']]);
  });

  it('no longer holds anything once released', () => {
    const root = servedPage('<button type="button">Vote</button>');
    holdEarlyClicks(root)();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('button')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});

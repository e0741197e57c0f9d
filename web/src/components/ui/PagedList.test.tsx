import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePagedList, type CursorPage, type PagedListSource } from '../../hooks/use-paged-list';
import { PagedList } from './PagedList';

type Page = CursorPage<string, number>;

/** A source whose first page the test delivers (live, as often as it likes) and whose later pages it lists. */
function fakeSource(later: (cursor: number) => Promise<Page>) {
  const listeners: { onPage: (page: Page) => void; onError: (error: unknown) => void }[] = [];
  const source: Omit<PagedListSource<string, number>, 'name'> = {
    first: (onPage, onError) => {
      listeners.push({ onPage, onError });
      return () => {};
    },
    next: later,
  };
  const latest = () => listeners.at(-1)!;
  return { source, latest, reads: () => listeners.length };
}

function Shown({ source }: { source: Omit<PagedListSource<string, number>, 'name'> }) {
  const named = useMemo(() => ({ name: 'the test list', ...source }), [source]);
  const list = usePagedList(named);
  return (
    <>
      <PagedList
        list={list}
        failed="Could not load."
        empty="Nothing yet."
        showMore="Show more"
        className="test-list"
        itemKey={(item) => item}
      >
        {(item) => item}
      </PagedList>
      {list.status === 'failed' ? (
        <button type="button" onClick={list.retry}>
          Again
        </button>
      ) : null}
    </>
  );
}

const items = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('PagedList with usePagedList', () => {
  it('shows loading, then the first page and later pages by Show more until the last', async () => {
    const { source, latest } = fakeSource((cursor) =>
      Promise.resolve({ items: [`c${cursor}`], next: null }),
    );
    render(<Shown source={source} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    latest().onPage({ items: ['a', 'b'], next: 2 });
    await screen.findByText('a');
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('c2');
    expect(items()).toEqual(['a', 'b', 'c2']);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('starts the later pages over when the live first page changes', async () => {
    const { source, latest } = fakeSource(() => Promise.resolve({ items: ['c'], next: null }));
    render(<Shown source={source} />);
    latest().onPage({ items: ['a'], next: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByText('c');
    latest().onPage({ items: ['new', 'a'], next: 1 });
    await screen.findByText('new');
    expect(items()).toEqual(['new', 'a']);
  });

  it('keeps the list when a later page fails, and offers it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { source, latest } = fakeSource(() => Promise.reject(new Error('offline')));
    render(<Shown source={source} />);
    latest().onPage({ items: ['a'], next: 1 });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(items()).toEqual(['a']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Show more' }).disabled).toBe(
      false,
    );
    warn.mockRestore();
  });

  it('says when the list is empty, and when it failed, reading it again on retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { source, latest, reads } = fakeSource(() => Promise.reject(new Error('unused')));
    render(<Shown source={source} />);
    latest().onError(new Error('refused'));
    await screen.findByText('Could not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Again' }));
    expect(reads()).toBe(2);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    latest().onPage({ items: [], next: null });
    await screen.findByText('Nothing yet.');
    warn.mockRestore();
  });
});

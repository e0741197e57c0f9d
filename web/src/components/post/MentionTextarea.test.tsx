import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MentionCandidate } from '../../lib/member-suggestions';
import { member } from '../../test/providers';
import { renderWithProviders } from '../../test/render';
import { SalonDialog } from '../ui/SalonDialog';
import { MENTION_LIST_LABEL, MentionTextarea } from './MentionTextarea';

const lookup = vi.hoisted(() => vi.fn<(prefix: string) => Promise<MentionCandidate[]>>());
vi.mock('../../lib/member-suggestions', () => ({
  membersByUsernamePrefix: (_firestore: unknown, prefix: string) => lookup(prefix),
}));

const MEMBERS: MentionCandidate[] = [
  {
    userId: 'u-clara',
    username: 'clara',
    displayName: 'Clara Schumann',
    avatar: null,
    featuredBadge: null,
  },
  {
    userId: 'u-claudio',
    username: 'claudio',
    displayName: 'Claudio Abbado',
    avatar: { s48: '/a48.webp', s96: '/a96.webp', s256: '/a256.webp' },
    featuredBadge: null,
  },
  { userId: 'u-claire', username: 'claire', displayName: null, avatar: null, featuredBadge: null },
];

function Composer({ inDialog = false }: { inDialog?: boolean }) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(true);
  const field = (
    <>
      <label htmlFor="body">Your reply</label>
      <MentionTextarea id="body" value={text} onValueChange={setText} />
    </>
  );
  if (!inDialog) return field;
  return (
    <SalonDialog title="Write" description="A dialog" open={open} onOpenChange={setOpen}>
      {field}
    </SalonDialog>
  );
}

function renderComposer(inDialog = false) {
  renderWithProviders(<Composer inDialog={inDialog} />, { session: member() });
  return screen.getByRole('combobox', { name: 'Your reply' }) as HTMLTextAreaElement;
}

const list = () => screen.queryByRole('listbox', { name: MENTION_LIST_LABEL });
const options = () => screen.getAllByRole('option');

describe('MentionTextarea', () => {
  beforeEach(() => {
    lookup.mockReset();
    lookup.mockImplementation(async (prefix) =>
      MEMBERS.filter((candidate) => candidate.username.startsWith(prefix)),
    );
  });

  it('is a closed combobox until a name is being typed after "@"', async () => {
    const field = renderComposer();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.getAttribute('aria-autocomplete')).toBe('list');
    await userEvent.type(field, 'Hello @');
    expect(list()).toBeNull();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('offers members by username prefix, with faces, and names the active one', async () => {
    const field = renderComposer();
    await userEvent.type(field, 'Hello @Cla');
    await waitFor(() => expect(list()).not.toBeNull());
    expect(lookup).toHaveBeenLastCalledWith('cla');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(list()!.id);
    expect(options().map((option) => option.textContent)).toEqual([
      'Clara Schumann@clara',
      'Claudio Abbado@claudio',
      'claire@claire',
    ]);
    expect(options()[1]!.querySelector('img')?.getAttribute('src')).toBe('/a96.webp');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrow keys, round the ends, and chooses with Enter', async () => {
    const field = renderComposer();
    await userEvent.type(field, 'Thanks @cla');
    await waitFor(() => expect(list()).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(field.value).toBe('Thanks @claudio ');
    expect(field.selectionStart).toBe('Thanks @claudio '.length);
    expect(list()).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(field);
  });

  it('chooses with Tab, keeping the text after the caret', async () => {
    const field = renderComposer();
    await userEvent.type(field, 'Ask  today');
    await userEvent.type(field, '@cl', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    await waitFor(() => expect(list()).not.toBeNull());
    await userEvent.keyboard('{Tab}');
    expect(field.value).toBe('Ask @clara today');
    expect(field.selectionStart).toBe('Ask @clara '.length);
    expect(document.activeElement).toBe(field);
  });

  it('closes on Escape, and only the list: the dialog around it stays open', async () => {
    const field = renderComposer(true);
    await userEvent.type(field, '@cla');
    await waitFor(() => expect(list()).not.toBeNull());
    await userEvent.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Write' })).toBeTruthy();
    // Enter now writes a new line, as in any text field.
    await userEvent.keyboard('{Enter}');
    expect(field.value).toBe('@cla\n');
    // Escape with the list closed closes the dialog, as before.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('chooses a member by click', async () => {
    const field = renderComposer();
    await userEvent.type(field, 'Dear @claud');
    await waitFor(() => expect(options()).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: /Claudio Abbado/ }));
    expect(field.value).toBe('Dear @claudio ');
  });

  it('offers nobody in an address or when no member matches', async () => {
    const field = renderComposer();
    await userEvent.type(field, 'mail ada@cla');
    await userEvent.type(field, ' and @zz');
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('zz'));
    expect(lookup).not.toHaveBeenCalledWith('cla');
    expect(list()).toBeNull();
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });
});

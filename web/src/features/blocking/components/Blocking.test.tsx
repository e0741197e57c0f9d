// Blocking in the web app: the provider keeps the member's blocks live; Block asks for a
// confirmation and calls blockMember; Unblock calls unblockMember; "Blocked members" lists them; a
// blocked member's post folds with Show, an anonymous post never does. The api module is faked: the
// callables and rules are proven in tests/functions and tests/rules.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { BLOCK_MESSAGES, RATE_LIMIT_TOAST } from '@salon/domain';
import { BlockedPostFold } from '../../../components/post/BlockedPostFold';
import type { BlockedMember } from '../../../hooks/use-blocking';
import { AppError } from '../../../lib/app-error';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { blockMember, subscribeToBlocks, unblockMember } from '../api/blocks';
import { BlockedMembers } from './BlockedMembers';
import { BlockingProvider } from './BlockingProvider';
import { BlockMemberButton } from './BlockMemberButton';

let pushBlocks: (blocks: readonly BlockedMember[]) => void = () => {};

vi.mock('../api/blocks', () => ({
  subscribeToBlocks: vi.fn((_firestore, _uid, onBlocks: typeof pushBlocks) => {
    pushBlocks = onBlocks;
    onBlocks([]);
    return () => {};
  }),
  blockMember: vi.fn(async () => undefined),
  unblockMember: vi.fn(async () => undefined),
}));
// The list reads each blocked member's card live; here only Fanny's exists.
vi.mock('../../../lib/authors', () => ({
  subscribeToAuthor: (
    _firestore: unknown,
    uid: string,
    onAuthor: (author: object | null) => void,
  ) => {
    onAuthor(
      uid === 'uid-fanny'
        ? { userId: uid, username: 'fanny', displayName: 'Fanny', avatar: null }
        : null,
    );
    return () => undefined;
  },
}));

beforeEach(() => vi.clearAllMocks());

// `hidden`: while a dialog is open, Radix hides the rest of the page from the accessibility tree.
const toasts = () => within(screen.getByRole('region', { name: /^Messages/, hidden: true }));

function renderBlocking(ui: ReactNode) {
  renderWithProviders(<BlockingProvider>{ui}</BlockingProvider>, { session: member() });
}

describe('Block on a member page', () => {
  it('asks first, then blocks and toasts; the button turns to Unblock once the list says so', async () => {
    renderBlocking(<BlockMemberButton memberId="uid-fanny" />);
    expect(subscribeToBlocks).toHaveBeenCalledWith(
      expect.anything(),
      'uid-clara',
      expect.any(Function),
      expect.any(Function),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this member?' });
    expect(blockMember).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(blockMember).toHaveBeenCalledWith(expect.anything(), 'uid-fanny');
    await waitFor(() => expect(toasts().getByText('Member blocked')).toBeTruthy());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    act(() => pushBlocks([{ uid: 'uid-fanny', since: new Date() }]));
    await userEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    expect(unblockMember).toHaveBeenCalledWith(expect.anything(), 'uid-fanny');
    await waitFor(() => expect(toasts().getByText('Member unblocked')).toBeTruthy());
  });

  it("shows the server's refusal and keeps the dialog open to try again", async () => {
    vi.mocked(blockMember).mockRejectedValueOnce(
      new AppError('rejected', RATE_LIMIT_TOAST.description, RATE_LIMIT_TOAST),
    );
    renderBlocking(<BlockMemberButton memberId="uid-fanny" />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toasts().getByText(RATE_LIMIT_TOAST.title)).toBeTruthy());
    expect(screen.getByRole('alertdialog', { name: 'Block this member?' })).toBeTruthy();
  });

  it('reads the most-blocks refusal as the server words it', async () => {
    vi.mocked(blockMember).mockRejectedValueOnce(new AppError('rejected', BLOCK_MESSAGES.tooMany));
    renderBlocking(<BlockMemberButton memberId="uid-fanny" />);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(toasts().getByText(BLOCK_MESSAGES.tooMany)).toBeTruthy());
  });
});

describe('Blocked members on one’s own profile', () => {
  it('lists whom the member blocked, each with Unblock, and says when there is nobody', async () => {
    renderBlocking(<BlockedMembers />);
    const section = screen.getByRole('region', { name: 'Blocked members' });
    expect(within(section).getByText("You haven't blocked anyone.")).toBeTruthy();

    act(() =>
      pushBlocks([
        { uid: 'uid-fanny', since: new Date() },
        { uid: 'uid-gone', since: new Date() },
      ]),
    );
    const fanny = await within(section).findByRole('group', { name: 'Fanny' });
    expect(within(fanny).getByRole('link', { name: 'Fanny' }).getAttribute('href')).toBe('/fanny');
    await within(section).findByRole('group', { name: 'Unknown User' });
    await userEvent.click(within(fanny).getByRole('button', { name: 'Unblock' }));
    expect(unblockMember).toHaveBeenCalledWith(expect.anything(), 'uid-fanny');
  });
});

describe('a blocked member’s post', () => {
  it('folds with Show, which opens it; others’ posts and anonymous posts never fold', async () => {
    renderBlocking(
      <>
        <BlockedPostFold publicAuthorId="uid-fanny">
          <p>Fanny’s post</p>
        </BlockedPostFold>
        <BlockedPostFold publicAuthorId="uid-robert">
          <p>Robert’s post</p>
        </BlockedPostFold>
        <BlockedPostFold publicAuthorId={null}>
          <p>An anonymous post</p>
        </BlockedPostFold>
      </>,
    );
    expect(screen.getByText('Fanny’s post')).toBeTruthy();

    act(() => pushBlocks([{ uid: 'uid-fanny', since: new Date() }]));
    const folded = screen.getByRole('group', { name: 'Post from a member you blocked' });
    expect(screen.queryByText('Fanny’s post')).toBeNull();
    expect(screen.getByText('Robert’s post')).toBeTruthy();
    expect(screen.getByText('An anonymous post')).toBeTruthy();

    await userEvent.click(within(folded).getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Fanny’s post')).toBeTruthy();
  });
});

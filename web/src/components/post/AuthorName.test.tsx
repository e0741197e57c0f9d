import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthorName } from './AuthorName';

const clara = { userId: 'uid-clara', username: 'clara', displayName: 'Clara Wieck', avatar: null };

function renderAuthor(props: Parameters<typeof AuthorName>[0]) {
  return render(
    <MemoryRouter>
      <AuthorName {...props} />
    </MemoryRouter>,
  );
}

describe('AuthorName', () => {
  it('links a public author’s name to the profile', () => {
    renderAuthor({ isAnonymous: false, authorDeleted: false, author: clara });
    expect(screen.getByRole('link', { name: 'Clara Wieck' }).getAttribute('href')).toBe('/clara');
  });

  it('shows "Deleted member", never a link, once the author deleted the account', () => {
    renderAuthor({ isAnonymous: false, authorDeleted: true, author: null });
    expect(screen.getByText('Deleted member').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows "Anonymous", never a link or a name, for an anonymous post', () => {
    renderAuthor({ isAnonymous: true, authorDeleted: false, author: clara });
    expect(screen.getByText('Anonymous').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthorName } from './AuthorName';

const clara = {
  userId: 'uid-clara',
  username: 'clara',
  displayName: 'Clara Wieck',
  avatar: null,
  featuredBadge: null,
};

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

  it('shows no badge beside the name when the author features none', () => {
    renderAuthor({ isAnonymous: false, authorDeleted: false, author: clara });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /^Featured badge/ })).toBeNull();
  });

  it('shows the featured badge after the name, its icon and name linking to its page', () => {
    renderAuthor({
      isAnonymous: false,
      authorDeleted: false,
      author: { ...clara, featuredBadge: 'first-post' },
    });
    const [name, badge] = screen.getAllByRole('link');
    expect(name?.textContent).toBe('Clara Wieck');
    expect(badge).toBe(screen.getByRole('link', { name: 'Featured badge: First Post' }));
    expect(badge?.getAttribute('href')).toBe('/badges/first-post');
    expect(badge?.textContent).toBe('First Post');
    // The icon is decorative: the link's name says which badge it is.
    expect(badge?.querySelector('img')).toMatchObject({ alt: '', width: 20 });
  });

  it('shows "Deleted member", never a link, once the author deleted the account', () => {
    renderAuthor({ isAnonymous: false, authorDeleted: true, author: null });
    expect(screen.getByText('Deleted member').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows "Anonymous", never a link, a name or a badge, for an anonymous post', () => {
    renderAuthor({
      isAnonymous: true,
      authorDeleted: false,
      author: { ...clara, featuredBadge: 'first-post' },
    });
    expect(screen.getByText('Anonymous').tagName).toBe('SPAN');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MemberLink } from './MemberLink';

const avatar = {
  s48: 'http://127.0.0.1:9199/f/s48.webp',
  s96: 'http://127.0.0.1:9199/f/s96.webp',
  s256: 'http://127.0.0.1:9199/f/s256.webp',
};

function renderLink(profile: Parameters<typeof MemberLink>[0]['profile']) {
  return render(
    <MemoryRouter>
      <MemberLink uid="uid-fanny" profile={profile} />
    </MemoryRouter>,
  );
}

describe('MemberLink', () => {
  it("shows the member's face beside the name, the name alone naming the link", () => {
    renderLink({
      userId: 'uid-fanny',
      username: 'fanny',
      displayName: 'Fanny',
      avatar,
      featuredBadge: null,
    });
    const link = screen.getByRole('link', { name: 'Fanny' });
    expect(link.getAttribute('href')).toBe('/fanny');
    expect(link.querySelector('img')).toMatchObject({ src: avatar.s96, width: 32, alt: '' });
  });

  it('falls back to the initial and the uid route for a member without picture or username', () => {
    renderLink({
      userId: 'uid-fanny',
      username: null,
      displayName: 'Fanny',
      avatar: null,
      featuredBadge: null,
    });
    const link = screen.getByRole('link', { name: 'Fanny' });
    expect(link.getAttribute('href')).toBe('/user/uid-fanny');
    expect(link.querySelector('[data-initial="F"]')).not.toBeNull();
  });
});

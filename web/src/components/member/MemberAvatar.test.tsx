import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemberAvatar } from './MemberAvatar';

const urls = {
  s48: 'http://127.0.0.1:9199/a/s48.webp',
  s96: 'http://127.0.0.1:9199/a/s96.webp',
  s256: 'http://127.0.0.1:9199/a/s256.webp',
};

describe('MemberAvatar', () => {
  it('shows the picture at its size, lazily, with every served size to choose from', () => {
    const { container } = render(<MemberAvatar name="Clara" urls={urls} size={40} />);
    const img = container.querySelector('img');
    expect(img).toMatchObject({ width: 40, height: 40, alt: '' });
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('srcset')).toBe(`${urls.s48} 48w, ${urls.s96} 96w, ${urls.s256} 256w`);
    expect(img?.getAttribute('sizes')).toBe('40px');
  });

  it('names the member when it stands alone', () => {
    render(<MemberAvatar name="Clara" urls={urls} size={96} alt="Clara" eager />);
    expect(screen.getByRole('img', { name: 'Clara' }).getAttribute('loading')).toBe('eager');
  });

  it('falls back to the initial letter, drawn (not text) and hidden from screen readers', () => {
    const { container } = render(<MemberAvatar name=" fanny" urls={null} size={32} />);
    const initial = container.querySelector('[aria-hidden="true"]');
    expect(initial?.getAttribute('data-initial')).toBe('F');
    expect(container.textContent).toBe('');
    expect(container.querySelector('img')).toBeNull();
  });
});

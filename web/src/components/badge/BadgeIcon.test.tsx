import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BadgeIcon } from './BadgeIcon';

describe('BadgeIcon', () => {
  it("shows the badge's drawing, named after the badge, lazily", () => {
    render(<BadgeIcon badgeId="trivia-maestro" />);
    const img = screen.getByRole('img', { name: 'Trivia Maestro badge' });
    expect(img.getAttribute('src')).toBe('/badges/trivia-maestro.svg');
    expect(img).toMatchObject({ width: 32, height: 32 });
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('takes a size, and no name when the text beside it names the badge', () => {
    const { container } = render(<BadgeIcon badgeId="bravo" size={20} decorative />);
    const img = container.querySelector('img');
    expect(img).toMatchObject({ width: 20, height: 20, alt: '' });
    expect(img?.getAttribute('src')).toBe('/badges/bravo.svg');
    expect(screen.queryByRole('img')).toBeNull();
  });
});

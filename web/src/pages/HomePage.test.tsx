import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from './HomePage';

describe('HomePage', () => {
  it('shows the site tagline as its heading', () => {
    render(<HomePage />);
    expect(
      screen.getByRole('heading', { name: 'The Social Home of Classical Music' }),
    ).toBeTruthy();
  });
});

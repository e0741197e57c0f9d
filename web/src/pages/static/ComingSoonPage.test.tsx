import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@salon/domain';
import { visitor } from '../../test/providers';
import { renderWithProviders } from '../../test/render';
import { ComingSoonPage } from './ComingSoonPage';

describe('ComingSoonPage', () => {
  it('says every planned feature is here, links the ones with a page, and asks what next', () => {
    renderWithProviders(<ComingSoonPage />, { session: visitor, path: '/coming-soon' });
    expect(screen.getByText('Everything we planned is here now:')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Music Games' }).getAttribute('href')).toBe('/games');
    expect(screen.getByRole('link', { name: 'Badges' }).getAttribute('href')).toBe('/badges');
    expect(screen.getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${CONTACT_EMAIL}`,
    );
  });
});

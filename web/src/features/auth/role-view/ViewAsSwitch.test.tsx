import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, visitor } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { useRoleView } from '../../../lib/session/role-view-context';
import { ViewAsSwitch } from './ViewAsSwitch';

/** The switch beside what the rest of the app reads from it. */
function SwitchAndView() {
  const { viewAs } = useRoleView();
  return (
    <>
      <ViewAsSwitch />
      <p>View in effect: {viewAs}</p>
    </>
  );
}

const messages = () => screen.getByRole('region', { name: /^Messages/ });

describe('ViewAsSwitch', () => {
  it('lets an admin view the site as a regular user and back, toasting each switch', async () => {
    renderWithProviders(<SwitchAndView />, { session: member('admin') });
    const viewAs = screen.getByRole('combobox', { name: 'View as' });
    expect(screen.getByRole('option', { name: 'Administrator', selected: true })).toBeTruthy();
    expect(screen.getByText('View in effect: admin')).toBeTruthy();

    await userEvent.selectOptions(viewAs, 'Regular User');
    expect(screen.getByText('View in effect: user')).toBeTruthy();
    expect(within(messages()).getByText('View Mode Changed')).toBeTruthy();
    expect(within(messages()).getByText('Now viewing as Regular User')).toBeTruthy();

    await userEvent.selectOptions(viewAs, 'Administrator');
    expect(screen.getByText('View in effect: admin')).toBeTruthy();
    expect(within(messages()).getByText('Now viewing as Administrator')).toBeTruthy();
  });

  it.each([
    ['a moderator', member('moderator')],
    ['a member', member('user')],
    ['a visitor', visitor],
  ])('is not there for %s', (_who, session) => {
    renderWithProviders(<SwitchAndView />, { session });
    expect(screen.queryByRole('combobox', { name: 'View as' })).toBeNull();
    expect(screen.getByText('View in effect: user')).toBeTruthy();
  });
});

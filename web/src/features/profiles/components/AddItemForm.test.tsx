// The add forms' title limits (profiles spec §5): a title past 100 characters is kept as typed or
// pasted, the spec's message shows at once, and nothing is added.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeCard, fakeProfilesApi, type FakeProfilesApi } from '../testing/fake-profiles-api';
import { ClipsSection } from './ClipsSection';
import { RecordingsSection } from './RecordingsSection';

let api: FakeProfilesApi;
vi.mock('../api', async () =>
  (await import('../testing/fake-profiles-api')).fakeProfilesApiModule(() => api),
);

beforeEach(() => {
  api = fakeProfilesApi([{ card: fakeCard('uid-clara', { username: 'clara' }) }]);
});

describe.each([
  {
    section: RecordingsSection,
    form: 'Add Recording',
    title: 'Recording title',
    adds: () => api.addFavoriteRecording,
  },
  { section: ClipsSection, form: 'Add Clip', title: 'Clip title', adds: () => api.addClip },
])('the $form form', ({ section: Section, form: formName, title, adds }) => {
  it('keeps a title past 100 characters, says so at once and adds nothing', async () => {
    renderWithProviders(<Section uid="uid-clara" editable />, {
      session: member(),
      path: '/profile',
    });
    const form = screen.getByRole('form', { name: formName });
    const field = within(form).getByLabelText(title);
    await userEvent.click(field);
    await userEvent.paste('t'.repeat(101));
    expect(field).toHaveProperty('value', 't'.repeat(101));
    expect(within(form).getByText('101/100')).toBeTruthy();
    expect(within(form).getByText('Title must be less than 100 characters')).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: formName }));
    expect(adds()).not.toHaveBeenCalled();

    await userEvent.type(field, '{Backspace}');
    expect(within(form).queryByText('Title must be less than 100 characters')).toBeNull();
  });
});

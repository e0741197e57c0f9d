// The own profile's e-mail choices: what the form starts from, what saving sends and says, the
// note for an unverified address, the alert for one that refused mail, a failed read, and the
// scroll to /profile#email that every e-mail links to.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  DEFAULT_MAIL_FREQUENCIES,
  MAIL_FREQUENCIES,
  MAIL_KINDS,
  MAIL_TEXTS,
  type MailKind,
} from '@salon/domain';
import { member, TestProviders } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { MailChoices } from '../api/types';
import { fakeMailApi, type FakeMailApi } from '../testing/fake-mail-api';
import { MailSection } from './MailSection';

let api: FakeMailApi;
vi.mock('../api/mail-api', async () =>
  (await import('../testing/fake-mail-api')).fakeMailApiModule(() => api),
);

const toastRegion = () => screen.getByRole('region', { name: /^Messages/ });
const section = () => screen.getByRole('region', { name: 'E-mail' });
const kindSelect = (kind: MailKind) =>
  within(section()).getByRole<HTMLSelectElement>('combobox', { name: MAIL_TEXTS.kindLabels[kind] });
const digest = () =>
  within(section()).getByRole<HTMLInputElement>('checkbox', { name: MAIL_TEXTS.weeklyDigestLabel });
const shownFrequencies = () => Object.fromEntries(MAIL_KINDS.map((k) => [k, kindSelect(k).value]));

const saved: MailChoices = {
  frequencies: {
    reply: 'daily',
    mention: 'never',
    friends: 'weekly',
    reportOutcome: 'daily',
    badge: 'immediately',
  },
  weeklyDigest: false,
};

function renderSection(user: Parameters<typeof member>[1] = {}) {
  renderWithProviders(<MailSection uid="uid-clara" />, {
    session: member('user', user),
    path: '/profile',
  });
}

describe('MailSection', () => {
  beforeEach(() => {
    api = fakeMailApi();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-AT');
    const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...resolved.call(this), timeZone: 'Europe/Vienna' };
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('offers every kind’s frequencies and starts from the defaults when nothing is saved', () => {
    renderSection();
    expect(within(section()).getByRole('heading', { level: 2 }).textContent).toBe('E-mail');
    expect(within(section()).getByText(MAIL_TEXTS.loading)).toBeTruthy();
    expect(api.subscribeToMailChoices).toHaveBeenCalledWith(
      'uid-clara',
      expect.any(Function),
      expect.any(Function),
    );
    expect(api.subscribeToBounce).toHaveBeenCalledWith(
      'uid-clara',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => api.live.choices?.({ frequencies: DEFAULT_MAIL_FREQUENCIES, weeklyDigest: true }));
    expect(shownFrequencies()).toEqual(DEFAULT_MAIL_FREQUENCIES);
    for (const kind of MAIL_KINDS) {
      const options = [...kindSelect(kind).options];
      expect(options.map((o) => o.value)).toEqual([...MAIL_FREQUENCIES]);
      expect(options.map((o) => o.text)).toEqual(
        MAIL_FREQUENCIES.map((f) => MAIL_TEXTS.frequencyLabels[f]),
      );
    }
    expect(digest().checked).toBe(true);
    expect(within(section()).getByRole('button', { name: MAIL_TEXTS.save })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(MAIL_TEXTS.unverified)).toBeNull();
  });

  it('shows the saved choices, and follows them live', () => {
    renderSection();
    act(() => api.live.choices?.(saved));
    expect(shownFrequencies()).toEqual(saved.frequencies);
    expect(digest().checked).toBe(false);
    act(() => api.live.choices?.({ ...saved, weeklyDigest: true }));
    expect(digest().checked).toBe(true);
  });

  it('saves the chosen values with the browser’s language and time zone, and says so', async () => {
    renderSection();
    act(() => api.live.choices?.(saved));
    await userEvent.selectOptions(kindSelect('reply'), MAIL_TEXTS.frequencyLabels.immediately);
    await userEvent.selectOptions(kindSelect('badge'), MAIL_TEXTS.frequencyLabels.never);
    await userEvent.click(digest());
    await userEvent.click(within(section()).getByRole('button', { name: MAIL_TEXTS.save }));
    expect(api.saveMailChoices).toHaveBeenCalledWith({
      frequencies: { ...saved.frequencies, reply: 'immediately', badge: 'never' },
      weeklyDigest: true,
      locale: 'de-AT',
      timeZone: 'Europe/Vienna',
    });
    expect(await within(toastRegion()).findByText(MAIL_TEXTS.saved)).toBeTruthy();
  });

  it('saves the defaults as they stand, with the fallbacks where the browser reports nothing usable', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('');
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(
      () => ({ timeZone: 'not a zone' }) as Intl.ResolvedDateTimeFormatOptions,
    );
    renderSection();
    act(() => api.live.choices?.({ frequencies: DEFAULT_MAIL_FREQUENCIES, weeklyDigest: true }));
    await userEvent.click(within(section()).getByRole('button', { name: MAIL_TEXTS.save }));
    expect(api.saveMailChoices).toHaveBeenCalledWith({
      frequencies: DEFAULT_MAIL_FREQUENCIES,
      weeklyDigest: true,
      locale: 'en-GB',
      timeZone: 'UTC',
    });
  });

  it('shows a refusal as a toast, in the function’s words', async () => {
    api.saveMailChoices.mockRejectedValue(
      Object.assign(new Error('Too many changes. Please wait a minute.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    renderSection();
    act(() => api.live.choices?.(saved));
    await userEvent.click(within(section()).getByRole('button', { name: MAIL_TEXTS.save }));
    const region = toastRegion();
    expect(await within(region).findByText(MAIL_TEXTS.saveFailed)).toBeTruthy();
    expect(within(region).getByText('Too many changes. Please wait a minute.')).toBeTruthy();
    expect(within(region).queryByText(MAIL_TEXTS.saved)).toBeNull();
  });

  it('notes an unverified address above the form, which stays usable', async () => {
    renderSection({ emailVerified: false });
    act(() => api.live.choices?.(saved));
    const note = within(section()).getByText(MAIL_TEXTS.unverified);
    const form = kindSelect('reply').closest('form')!;
    expect(note.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(within(section()).getByRole('button', { name: MAIL_TEXTS.save }));
    expect(api.saveMailChoices).toHaveBeenCalled();
  });

  it('tells the member when their address refused mail', () => {
    renderSection();
    act(() => {
      api.live.choices?.(saved);
      api.live.bounce?.({ address: 'clara@example.com', answer: '550 5.1.1 No such user' });
    });
    expect(within(section()).getByRole('alert').textContent).toBe(
      MAIL_TEXTS.bounced('clara@example.com', '550 5.1.1 No such user'),
    );
    act(() => api.live.bounce?.(null));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the choices or the mail state cannot be read, without a form', () => {
    renderSection();
    act(() => {
      api.live.choicesError?.(new Error('permission-denied'));
      api.live.bounceError?.(new Error('permission-denied'));
    });
    expect(within(section()).getByText(MAIL_TEXTS.loadFailed)).toBeTruthy();
    expect(within(section()).getByText(MAIL_TEXTS.stateFailed)).toBeTruthy();
    expect(within(section()).queryByRole('combobox')).toBeNull();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('scrolls into view once read when the address names it', () => {
    // jsdom does not scroll: the section's own call is what is checked.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    render(
      <TestProviders session={member()}>
        <MemoryRouter initialEntries={['/profile#email']}>
          <MailSection uid="uid-clara" />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => api.live.choices?.(saved));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section());
    expect(section().id).toBe('email');
    act(() => api.live.choices?.({ ...saved, weeklyDigest: true }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

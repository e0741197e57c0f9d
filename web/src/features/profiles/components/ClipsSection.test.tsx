import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeProfilesApi, type FakeProfilesApi } from '../testing/fake-profiles-api';
import { ClipsSection } from './ClipsSection';

let api: FakeProfilesApi;
vi.mock('../api', async () =>
  (await import('../testing/fake-profiles-api')).fakeProfilesApiModule(() => api),
);
const outsideImages = vi.hoisted(() => ({ showsOutsideImages: true }));
vi.mock('../../../lib/outside-images', () => outsideImages);

const ONDINE = {
  id: '1',
  title: 'Ondine',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  type: 'youtube',
  duration: '0:30',
};

describe('ClipsSection', () => {
  beforeEach(() => {
    api = fakeProfilesApi();
    api.subscribeToClips.mockImplementation((_uid, onValue) => {
      onValue([ONDINE]);
      return () => undefined;
    });
  });

  it("shows a YouTube clip's thumbnail", () => {
    outsideImages.showsOutsideImages = true;
    renderWithProviders(<ClipsSection uid="uid-clara" editable={false} />, { session: member() });
    const link = screen.getByRole('link', { name: 'Ondine' });
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
  });

  it('asks for no picture from outside when run offline, locally', () => {
    outsideImages.showsOutsideImages = false;
    renderWithProviders(<ClipsSection uid="uid-clara" editable={false} />, { session: member() });
    const link = screen.getByRole('link', { name: 'Ondine' });
    expect(link.getAttribute('href')).toBe(ONDINE.url);
    expect(link.querySelector('img')).toBeNull();
  });
});

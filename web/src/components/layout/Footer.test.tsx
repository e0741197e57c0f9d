import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@salon/domain';
import { Toaster } from '../toast/Toaster';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
      <Toaster />
    </MemoryRouter>,
  );
}

describe('Footer', () => {
  it('has the About, Community, Legal and Connect columns', () => {
    renderFooter();
    for (const heading of ['About', 'Community', 'Legal', 'Connect']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
  });

  it('links every static page, and the music games', () => {
    renderFooter();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    for (const path of [
      '/about',
      '/coming-soon',
      '/games',
      '/join',
      '/donate',
      '/privacy-policy',
      '/terms-of-use',
      '/cookie-policy',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('offers the contact address as a mail link', () => {
    renderFooter();
    const mail = screen.getByRole('link', { name: CONTACT_EMAIL });
    expect(mail.getAttribute('href')).toBe(`mailto:${CONTACT_EMAIL}`);
  });

  it('shows the 2025 copyright and the beta mark', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText(/© 2025/)).toBeTruthy();
    expect(within(footer).getByText('Beta')).toBeTruthy();
  });

  it.each(['TikTok', 'Instagram'])(
    'the %s button only toasts that it is coming soon',
    async (name) => {
      renderFooter();
      await userEvent.click(screen.getByRole('button', { name }));
      const toasts = screen.getByRole('region', { name: /^Messages/ });
      expect(within(toasts).getByText('Coming Soon')).toBeTruthy();
      expect(within(toasts).getByText(`${name} integration is coming soon!`)).toBeTruthy();
    },
  );
});

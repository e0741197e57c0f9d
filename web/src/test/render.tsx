import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Session } from '../lib/session/session';
import { TestProviders } from './providers';

/** Shows the router's current path so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function currentPath(container: HTMLElement | Document = document): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** Renders one component at `path` inside the app's providers, with a given session. */
export function renderWithProviders(
  ui: ReactElement,
  { session, path = '/', state }: { session: Session; path?: string; state?: unknown },
) {
  return render(
    <TestProviders session={session}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </TestProviders>,
  );
}

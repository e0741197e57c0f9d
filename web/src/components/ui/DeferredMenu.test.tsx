import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredMenu } from './DeferredMenu';

/** A menu whose code arrives when the test says so. */
function slowMenu() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <div role="menu" aria-label="Loaded menu" /> });
  });
  const Menu = lazy(() => loaded);
  return { load: () => loaded, menu: <Menu />, arrive: () => act(async () => arrive()) };
}

const look = { className: 'icon-button', label: 'Account menu', face: 'A' };

describe('DeferredMenu', () => {
  it('stands in as an open menu button while the menu loads, then shows the menu', async () => {
    const { load, menu, arrive } = slowMenu();
    render(<DeferredMenu button={look} load={load} menu={menu} />);
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.pointer({ keys: '[MouseLeft>]', target: button });
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await arrive();
    expect(screen.getByRole('menu', { name: 'Loaded menu' })).toBeTruthy();
  });

  it('does not open once loaded when Escape took the request back', async () => {
    const { load, menu, arrive } = slowMenu();
    render(<DeferredMenu button={look} load={load} menu={menu} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Account menu' }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Account menu' }), { key: 'Escape' });
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('does not open once loaded when a second press took the request back', async () => {
    const { load, menu, arrive } = slowMenu();
    render(<DeferredMenu button={look} load={load} menu={menu} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await arrive();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

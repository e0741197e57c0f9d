import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { key: 'users', label: 'User Management', panel: <p>the users</p> },
  { key: 'reports', label: 'Reports Management', panel: <p>the reports</p> },
] as const;

describe('Tabs', () => {
  it('names the tablist, selects the first tab and shows its panel, named by the tab', () => {
    render(<Tabs label="Admin sections" tabs={tabs} />);
    screen.getByRole('tablist', { name: 'Admin sections' });
    const users = screen.getByRole('tab', { name: 'User Management' });
    expect(users.getAttribute('aria-selected')).toBe('true');
    expect(users.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Reports Management' }).tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'User Management' });
    expect(panel.textContent).toBe('the users');
    expect(users.getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('the reports')).toBeNull();
  });

  it('starts on the tab asked for', () => {
    render(<Tabs label="Admin sections" tabs={tabs} initialKey="reports" />);
    screen.getByRole('tabpanel', { name: 'Reports Management' });
  });

  it('switches on a click', async () => {
    render(<Tabs label="Admin sections" tabs={tabs} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Reports Management' }));
    expect(screen.getByRole('tabpanel', { name: 'Reports Management' }).textContent).toBe(
      'the reports',
    );
    expect(screen.getByRole('tab', { name: 'User Management' }).getAttribute('aria-selected')).toBe(
      'false',
    );
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    render(<Tabs label="Admin sections" tabs={tabs} />);
    const users = screen.getByRole('tab', { name: 'User Management' });
    const reports = screen.getByRole('tab', { name: 'Reports Management' });
    users.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(reports);
    screen.getByRole('tabpanel', { name: 'Reports Management' });
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(users);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(reports);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(users);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(reports);
    screen.getByRole('tabpanel', { name: 'Reports Management' });
  });

  it('shows a single tab alone', () => {
    render(<Tabs label="Admin sections" tabs={[tabs[1]]} />);
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    screen.getByRole('tabpanel', { name: 'Reports Management' });
  });
});

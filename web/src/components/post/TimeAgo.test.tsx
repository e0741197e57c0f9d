import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TimeAgo } from './TimeAgo';

describe('TimeAgo', () => {
  it('says how long ago, and gives the exact moment as a tooltip once pointed at', () => {
    const date = new Date(Date.now() - 3 * 60 * 60 * 1000);
    render(<TimeAgo date={date} prefix="Posted " />);
    const time = screen.getByText(/^Posted 3 hours ago$/);
    expect(time.getAttribute('datetime')).toBe(date.toISOString());
    expect(time.getAttribute('title')).toBeNull();
    fireEvent.pointerEnter(time);
    expect(time.getAttribute('title')).toBe(date.toLocaleString());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClampedText } from './ClampedText';

/** jsdom lays nothing out: give every element the height long text would have. */
function textHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(px);
}

describe('ClampedText', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clamps overflowing text to its height with "Read more", and "Show less" undoes it', async () => {
    textHeight(300);
    render(<ClampedText maxHeightPx={120}>A long body</ClampedText>);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(body.textContent).toBe('A long body');
    expect(body.style.maxHeight).toBe('120px');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(body.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(body.style.maxHeight).toBe('120px');
  });

  it('offers no toggle when the text fits', () => {
    textHeight(100);
    render(<ClampedText maxHeightPx={100}>Short</ClampedText>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { visitor } from '../../test/providers';
import { currentPath, renderWithProviders } from '../../test/render';
import { BodyPreview } from './BodyPreview';
import { PostBody } from './PostBody';

describe('PostBody', () => {
  it('shows a plain post as it always read: its text, spaces and line breaks as typed', () => {
    const text = 'The 1955 recording.\n\n  Two  spaces, kept.';
    const { container } = render(<PostBody text={text} />);
    const body = container.querySelector('.post-body')!;
    expect(body.classList).toContain('post-body--plain');
    expect(body.textContent).toBe(text);
    expect(body.children).toHaveLength(0);
  });

  it('renders formatting once the renderer has loaded', async () => {
    render(<PostBody text={'**Bravo** to the [orchestra](https://example.com)\n\n> Encore!'} />);
    expect(await screen.findByText('Bravo')).toHaveProperty('tagName', 'STRONG');
    const link = screen.getByRole('link', { name: 'orchestra' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Encore!').closest('blockquote')).toBeTruthy();
  });

  it('opens a mentioned member’s page in the app, by the link to it', async () => {
    renderWithProviders(<PostBody text="Ask @Clara about it." />, {
      session: visitor,
      path: '/salon/thread/t1',
    });
    const mention = await screen.findByRole('link', { name: '@Clara' });
    expect(mention.getAttribute('href')).toBe('/clara');
    await userEvent.click(mention);
    expect(currentPath()).toBe('/clara');
  });

  it('links mentions without the renderer when they are the only formatting', () => {
    const { container } = render(
      <PostBody text={'Ask @Clara, not me@example.org.\nThanks @felix'} />,
    );
    // At once: no renderer to wait for (it is downloaded only for other marks).
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['@Clara', '/clara'],
      ['@felix', '/felix'],
    ]);
    expect(container.querySelector('.post-body')!.textContent).toBe(
      'Ask @Clara, not me@example.org.\nThanks @felix',
    );
  });

  it('shows a script as text and makes no link of javascript:', async () => {
    const { container } = render(
      <PostBody text={'<script>alert(1)</script> and [click me](javascript:alert(1)) *now*'} />,
    );
    expect(await screen.findByText('now')).toHaveProperty('tagName', 'EM');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('masks listed words, plain or formatted', async () => {
    const plain = render(<PostBody text="What a shit ending" />);
    expect(plain.container.textContent).toBe('What a **** ending');
    plain.unmount();
    render(<PostBody text="*What* a shit ending" />);
    expect(await screen.findByText('What')).toHaveProperty('tagName', 'EM');
    expect(document.body.textContent).toContain('a **** ending');
  });

  it('previews a formatted post as plain text, its marks removed, with no renderer', () => {
    const { container } = render(
      <PostBody text={'**Bravo** to the [orchestra](https://example.com)'} preview />,
    );
    expect(container.textContent).toBe('Bravo to the orchestra');
    expect(container.querySelector('strong, a')).toBeNull();
  });
});

describe('BodyPreview', () => {
  it('shows the body as it will read when Preview is pressed', async () => {
    const { rerender } = render(<BodyPreview text="" />);
    const toggle = screen.getByRole('button', { name: 'Preview' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Preview of your post' });
    expect(panel.textContent).toBe('Nothing to preview yet.');

    rerender(<BodyPreview text="*Dolce* <b>x</b>" />);
    expect(await screen.findByText('Dolce')).toHaveProperty('tagName', 'EM');
    expect(panel.querySelector('b')).toBeNull();

    await userEvent.click(toggle);
    expect(screen.queryByRole('region', { name: 'Preview of your post' })).toBeNull();
  });
});

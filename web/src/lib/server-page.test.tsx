// React's act() warns unless told the environment supports it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the hand-over's state: a fresh copy per test, as a page load would.
let serverPage: typeof import('./server-page');
let reactRoot: Root | null = null;

beforeEach(async () => {
  vi.resetModules();
  serverPage = await import('./server-page');
  document.body.innerHTML =
    '<div id="root"><div class="app-shell" data-server-page><h1>From the server</h1>' +
    '<a href="/salon/thread/t1">A discussion</a></div></div>';
});

afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = null;
  vi.useRealTimers();
});

type Step = 'loading' | 'next loading' | 'loaded';

/** A page that shows a placeholder, then another in its place, then its content. */
function Page({ step }: { step: Step }) {
  if (step === 'loaded') {
    return (
      <>
        <h1>From the app</h1>
        <a href="/about">About</a>
        <a href="/salon/thread/t1">A discussion</a>
      </>
    );
  }
  return step === 'loading' ? <Placeholder key="one" /> : <Placeholder key="two" />;
}

function Placeholder() {
  serverPage.useHoldsServerPage();
  return <p role="status">Loading</p>;
}

async function show(step: Step) {
  await act(async () => {
    reactRoot!.render(
      <>
        <Page step={step} />
        <serverPage.ServerPageHandOff />
      </>,
    );
  });
}

async function renderApp() {
  const container = serverPage.appRootOver(document.getElementById('root')!);
  reactRoot = createRoot(container);
  await show('loading');
  return container;
}

const shownHeading = () => document.querySelector('h1')?.textContent;

describe('the server’s page', () => {
  it('is the app’s root when there is none', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const root = document.getElementById('root')!;
    expect(serverPage.appRootOver(root)).toBe(root);
  });

  it('stays on screen while the app shows a placeholder, then gives way to the app’s page', async () => {
    const container = await renderApp();
    expect(container.isConnected).toBe(false);
    expect(shownHeading()).toBe('From the server');
    expect(document.querySelector('[role="status"]')).toBeNull();

    // One placeholder giving way to the next in one commit keeps the server's page.
    await show('next loading');
    expect(shownHeading()).toBe('From the server');

    await show('loaded');
    expect(document.getElementById('root')).toBe(container);
    expect(shownHeading()).toBe('From the app');
    expect(document.querySelector('[data-server-page]')).toBeNull();
  });

  it('keeps the focus on the link it was on', async () => {
    await renderApp();
    document.querySelector<HTMLElement>('a[href="/salon/thread/t1"]')!.focus();
    await show('loaded');
    expect(shownHeading()).toBe('From the app');
    expect(document.activeElement?.textContent).toBe('A discussion');
    expect(document.activeElement?.isConnected).toBe(true);
  });

  it('gives way after ten seconds however long the app loads', async () => {
    vi.useFakeTimers();
    await renderApp();
    expect(shownHeading()).toBe('From the server');
    act(() => vi.advanceTimersByTime(10_000));
    expect(document.querySelector('[data-server-page]')).toBeNull();
    expect(document.querySelector('[role="status"]')).not.toBeNull();
  });
});

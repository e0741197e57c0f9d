import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { holdEarlyClicks } from './app/early-clicks';
import { loadServedPage } from './app/routes';
import { deviceStorage, sweepExpiredDrafts } from './lib/drafts';
import { PAGE_SEED_ELEMENT_ID, decodePageSeed } from './lib/page-seed';
import './styles/index.css';
import './components/shared.css';

// Drafts older than 30 days go even if their composer is never opened again (a bounded look).
sweepExpiredDrafts(deviceStorage(), Date.now());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A page the server rendered (docs/sharing.md) carries what it read: the app hydrates it from
// that; any other page (shell.html's empty root) is rendered here from nothing.
const seedText = document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent;
const seed = seedText ? decodePageSeed(seedText) : null;
const app = (
  <StrictMode>
    <App seed={seed} />
  </StrictMode>
);
if (seed) {
  // Clicks on the served page's buttons before React has it are made again once it has.
  const releaseEarlyClicks = holdEarlyClicks(rootElement);
  // The post renderer's loader comes with the pages that show posts (their chunks, which the
  // served page preloads), so a page drawn from nothing does not download it.
  // Either failing (the network) leaves its part to load as the page renders: the page hydrates.
  void Promise.allSettled([
    import('./components/post/PostBody').then(({ loadPostRendererShownIn }) =>
      loadPostRendererShownIn(rootElement),
    ),
    loadServedPage(seed.page),
  ]).then(() => {
    hydrateRoot(rootElement, app);
    releaseEarlyClicks();
  });
} else createRoot(rootElement).render(app);

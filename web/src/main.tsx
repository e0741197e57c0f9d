import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { parseSchemasWithoutEval } from '@salon/domain';
import { App } from './app/App';
import { deviceStorage, sweepExpiredDrafts } from './lib/drafts';
import { ServerPageHandOff, appRootOver } from './lib/server-page';
import './styles/index.css';
import './components/shared.css';

// The site's CSP refuses eval: zod must not even probe for it (docs/sharing.md).
parseSchemasWithoutEval();

// Drafts older than 30 days go even if their composer is never opened again (a bounded look).
sweepExpiredDrafts(deviceStorage(), Date.now());

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// A page the server rendered stays until the app's own has loaded (docs/sharing.md).
createRoot(appRootOver(rootElement)).render(
  <StrictMode>
    <App />
    <ServerPageHandOff />
  </StrictMode>,
);

// The server entry as functions/ imports it (`@salon/web/server`): built by `npm run build:server`
// into dist-server/, typed by its contract so functions/ need not compile the app.
import type { RenderMail } from './src/server/mail-contract.js';
import type { RenderPage } from './src/server/page-contract.js';

export declare const renderPage: RenderPage;
export declare const renderMail: RenderMail;
export type * from './src/server/page-contract.js';
export type * from './src/server/mail-contract.js';

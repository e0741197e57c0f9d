// The server entry (`vite build --ssr`, built into dist-server/ for functions/): the app's own
// tree rendered before the session is known (FirebaseSessionProvider asks Auth only once
// hydrated), which is exactly the browser's first render of the page, so the browser hydrates it
// (main.tsx). docs/sharing.md, "One tree".
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppTree } from '../app/AppTree';
import { AppRoutes } from '../app/routes';
import { loadPostRenderer } from '../components/post/PostBody';
import { PAGE_SEED_ELEMENT_ID, encodePageSeed, type PageSeed } from '../lib/page-seed';
import { HYDRATED_PAGE_MODULES } from './hydrated-pages';
import type { PageRequest, RenderPage, RenderedPage } from './page-contract';
import { seedData } from './page-seeds';
import { ServerFirebaseServices } from './ServerFirebaseServices';

// The e-mails functions/ send are rendered here too, so `@salon/web/server` stays their one import.
export { renderMail } from '../mail/render-mail';

async function markupOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let markup = '';
  for await (const chunk of stream) markup += decoder.decode(chunk, { stream: true });
  return markup + decoder.decode();
}

export const renderPage: RenderPage = async (request: PageRequest): Promise<RenderedPage> => {
  const seed: PageSeed = { page: request.page, now: request.now, data: await seedData(request) };
  await loadPostRenderer();
  // prerender waits for every lazy page; with no size at which React moves a
  // finished part out of line (behind a script the CSP refuses), the markup is complete in order.
  const { prelude } = await prerender(
    <ServerFirebaseServices>
      <AppTree seed={seed}>
        <StaticRouter location={request.path}>
          <AppRoutes />
        </StaticRouter>
      </AppTree>
    </ServerFirebaseServices>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    root: await markupOf(prelude),
    seedScript: `<script id="${PAGE_SEED_ELEMENT_ID}" type="application/json">${encodePageSeed(seed)}</script>`,
    pageModule: HYDRATED_PAGE_MODULES[request.page],
  };
};

// Sharing a page: the browser's own share sheet where it has one (the Web Share API, mostly
// phones), otherwise "Copy link", which puts the link on the clipboard and says so. The link is the
// canonical one, the site's origin and the page's path, whatever query or hash the current address
// carries.
import { SHARE_TEXTS } from '@salon/domain';
import { toast } from '../toast/use-toast';
import { useHydrating } from '../../lib/page-seed';

/** The page's canonical address: this site's origin and `path`. */
function canonicalUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}

function canUseShareSheet(): boolean {
  return typeof navigator.share === 'function';
}

async function share(url: string, title: string): Promise<void> {
  if (canUseShareSheet()) {
    try {
      await navigator.share({ url, title });
    } catch (error) {
      // Closing the share sheet is the member's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    return;
  }
  await navigator.clipboard.writeText(url);
  toast({ title: SHARE_TEXTS.copied });
}

export function ShareButton({ path, title }: { path: string; title: string }) {
  // The server cannot know the reader's browser: its page, and hydrating it, say "Copy link".
  const withShareSheet = !useHydrating() && canUseShareSheet();
  return (
    <button
      type="button"
      className="button button--ghost share-button"
      onClick={() =>
        void share(canonicalUrl(path), title).catch((error: unknown) => {
          console.warn('Could not share the link.', error);
          toast({ title: 'Error', description: SHARE_TEXTS.copyFailed, variant: 'destructive' });
        })
      }
    >
      {withShareSheet ? SHARE_TEXTS.share : SHARE_TEXTS.copyLink}
    </button>
  );
}

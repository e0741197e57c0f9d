import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useInRouterContext, useNavigate } from 'react-router';
import { hasFormatting, hasMarkup, maskProfanity, mentionAt, plainPreview } from '@salon/domain';
import './post-body.css';

type RenderPostHtml = (body: string) => string;

// The renderer's module, once loaded, for every later body to render at once.
let renderer: RenderPostHtml | null = null;
/** Resolves to null when the code cannot be loaded: the body then stays as typed. */
let loading: Promise<RenderPostHtml | null> | null = null;

function loadRenderer(): Promise<RenderPostHtml | null> {
  loading ??= import('../../lib/post-markdown').then(
    (module) => {
      renderer = module.renderPostHtml;
      return renderer;
    },
    (error: unknown) => {
      console.error('Could not load the post formatting.', error);
      return null;
    },
  );
  return loading;
}

/** The server loads the renderer before it renders any page: its bodies come out formatted. */
export async function loadPostRenderer(): Promise<void> {
  await loadRenderer();
}

/** A formatted body as the server draws it (FormattedBody), for the browser to find. */
const FORMATTED_BODY = '.post-body:not(.post-body--plain)';

/**
 * Before hydrating a server's page: loads the renderer if the page shows a formatted body, so the
 * first render draws it as the server did. (Suspending inside hydration instead left React, now
 * and then, drawing the plain fallback over the server's formatting.)
 */
export async function loadPostRendererShownIn(page: ParentNode): Promise<void> {
  if (page.querySelector(FORMATTED_BODY)) await loadRenderer();
}

/** The renderer: undefined while its code loads, null if it could not. */
function useRenderer(): RenderPostHtml | null | undefined {
  const [loaded, setLoaded] = useState<RenderPostHtml | null | undefined>(
    () => renderer ?? undefined,
  );
  useEffect(() => {
    if (loaded !== undefined) return;
    let current = true;
    void loadRenderer().then((render) => {
      if (current) setLoaded(() => render);
    });
    return () => {
      current = false;
    };
  }, [loaded]);
  return loaded;
}

/** The mention links' class (lib/post-markdown.ts's MENTION_LINK_CLASS; that module loads late). */
const MENTION_CLASS = 'post-mention';
const MENTION_LINK = `a.${MENTION_CLASS}`;

/** A plain click on a mention opens the member's page in the app, as the author's name does. */
function useMentionClicks(): ((event: MouseEvent<HTMLElement>) => void) | undefined {
  const navigate = useNavigate();
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    const link = (event.target as Element).closest(MENTION_LINK);
    const href = link?.getAttribute('href');
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };
}

function FormattedBody({
  html,
  onClick,
}: {
  html: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}) {
  // Safe to inject: the renderer keeps only its allowed elements and attributes.
  return <div className="post-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}

function RoutedBody({ html }: { html: string }) {
  return <FormattedBody html={html} onClick={useMentionClicks()} />;
}

/**
 * A post's body: formatted (lib/post-markdown.ts) when it has formatting, as plain text otherwise,
 * which is how every post read before, listed words masked either way. The renderer downloads with
 * the first formatted body on screen; until then, or if it cannot, the body shows as typed. A
 * server's page has it loaded before its first render (loadPostRendererShownIn).
 * `preview` is the Salon list's clamped reading: plain text, marks removed.
 */
export function PostBody({ text, preview = false }: { text: string; preview?: boolean }) {
  const formatted = !preview && hasFormatting(text);
  // Mentions alone need no renderer: most posts that call someone in have no other marks.
  const needsRenderer = formatted && hasMarkup(text);
  // Outside the app's router (a bare test) a mention is an ordinary link.
  const routed = useInRouterContext();
  if (needsRenderer) {
    return <RenderedBody text={text} routed={routed} />;
  }
  return (
    <div className="post-body post-body--plain">
      {formatted ? (
        <TextWithMentions text={text} routed={routed} />
      ) : (
        maskProfanity(preview ? plainPreview(text) : text)
      )}
    </div>
  );
}

/** A formatted body once the renderer is here, as typed until then or if it cannot come. */
function RenderedBody({ text, routed }: { text: string; routed: boolean }) {
  const render = useRenderer();
  if (!render) return <PlainBody text={text} />;
  const html = render(text);
  return routed ? <RoutedBody html={html} /> : <FormattedBody html={html} />;
}

function PlainBody({ text }: { text: string }) {
  return <div className="post-body post-body--plain">{maskProfanity(text)}</div>;
}

/**
 * Plain text whose @mentions link to the member's page, read as the domain reads them
 * (`mentionAt`, the reading the functions notify by), as the renderer links them.
 */
function TextWithMentions({ text, routed }: { text: string; routed: boolean }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const mention = mentionAt(text, at);
    if (!mention) continue;
    parts.push(maskProfanity(text.slice(from, at)));
    const href = `/${mention.username}`;
    const label = text.slice(at, mention.end);
    parts.push(
      routed ? (
        <Link key={at} className={MENTION_CLASS} to={href}>
          {label}
        </Link>
      ) : (
        <a key={at} className={MENTION_CLASS} href={href}>
          {label}
        </a>
      ),
    );
    from = mention.end;
    at = mention.end - 1;
  }
  parts.push(maskProfanity(text.slice(from)));
  return <>{parts}</>;
}

// What functions/ hands the server entry and gets back (functions/src/sharing/public-pages.ts):
// the documents a page's hooks would read, as the Admin SDK read them, and the rendered root.
// Types only, so functions/ can check its calls without compiling the app.

/** A document as read: its id and its data (Timestamps are read by their `toDate`). */
export interface StoredDocument {
  readonly id: string;
  readonly data: Readonly<Record<string, unknown>>;
}

/** The Salon's first page as the app first queries it (docs/sharing.md, "Reads"). */
export interface SalonDocuments {
  readonly page: 'salon';
  /** The newest discussions, one page. */
  readonly threads: readonly StoredDocument[];
  /** How many discussions the list counts (up to its read limit). */
  readonly threadCount: number;
  /** The newest active daily poll, if any. */
  readonly poll: StoredDocument | null;
  /** The daily poll's newest replies. */
  readonly pollReplies: readonly StoredDocument[];
  /** The newest active weekly poll, if any. */
  readonly weeklyPoll: StoredDocument | null;
  /** The profile cards (`profiles/{uid}`) of the named authors above; a missing one is left out. */
  readonly cards: readonly StoredDocument[];
}

/** One discussion as the app first queries it; `thread` null when it does not exist. */
export interface ThreadDocuments {
  readonly page: 'thread';
  readonly threadId: string;
  readonly thread: StoredDocument | null;
  /** Its poll, when it has one (null when it has none, or it is gone). */
  readonly poll: StoredDocument | null;
  /** Its newest replies. */
  readonly replies: readonly StoredDocument[];
  readonly cards: readonly StoredDocument[];
}

/** A page whose first frame reads nothing (a member's page waits for the session). */
export interface PageWithoutDocuments {
  readonly page: 'none';
}

export type PageRequest = {
  /** The address asked for: the page the router draws. */
  readonly path: string;
  /** When the page is rendered (ms): its "x ago" are told from it, in the browser too. */
  readonly now: number;
} & (SalonDocuments | ThreadDocuments | PageWithoutDocuments);

export interface RenderedPage {
  /** The app's markup, for inside `<div id="root">`. */
  readonly root: string;
  /** The `<script type="application/json">` with what the page's hooks start from. */
  readonly seedScript: string;
  /**
   * The lazy page module the page draws (`src/pages/<name>.tsx`), whose chunks and style sheets
   * the shell names in its `<template data-page="<name>">` for the page to load with the shell;
   * null for a page drawn by the shell's own code.
   */
  readonly pageModule: string | null;
}

export type RenderPage = (request: PageRequest) => Promise<RenderedPage>;

// Rendered pages kept per instance by a version of what they show: a discussion by its
// document's update time, so a crawler's second visit costs one read while nothing changed. Every
// change a reader sees moves it: the thread's edit and counters, and `repliesChangedAt`, which the
// trigger countReplies sets when a reply is posted, edited or removed. What changes none of them
// (an author's new name or picture) shows once the entry is older than MAX_AGE_MS.
const MAX_AGE_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  version: string;
  shell: string;
  html: string;
  at: number;
}

export class RenderedPages {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  get(id: string, version: string, shell: string): string | null {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (
      entry.version !== version ||
      entry.shell !== shell ||
      this.now() - entry.at > this.maxAgeMs
    ) {
      this.entries.delete(id);
      return null;
    }
    return entry.html;
  }

  set(id: string, version: string, shell: string, html: string): void {
    this.entries.delete(id);
    // Oldest first in a Map: the first key is the one set longest ago.
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { version, shell, html, at: this.now() });
  }
}

export const renderedThreads = new RenderedPages();

/**
 * The Salon's first page, keyed by its discussions' update times and their count: a minute at
 * most, as its "x minutes ago" ages (and Hosting's CDN keeps an answer a minute too).
 */
export const renderedSalon = new RenderedPages(Date.now, 60_000);

/** The site's page of a discussion: where links, notifications and shared links lead. */
export function threadPath(threadId: string): string {
  return `/salon/thread/${encodeURIComponent(threadId)}`;
}

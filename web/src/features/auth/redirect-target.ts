/**
 * Where /auth sends a signed-in user: the page they came from (router state `from`, a path or a
 * location), else /. Only same-site paths are followed, and never /auth itself.
 */
export function redirectTargetFrom(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  const path = typeof from === 'string' ? from : locationToPath(from);
  if (!path || !path.startsWith('/') || path.startsWith('//') || isAuthPath(path)) return '/';
  return path;
}

function locationToPath(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('pathname' in value)) return null;
  const { pathname } = value;
  if (typeof pathname !== 'string') return null;
  const search = 'search' in value && typeof value.search === 'string' ? value.search : '';
  const hash = 'hash' in value && typeof value.hash === 'string' ? value.hash : '';
  return pathname + search + hash;
}

function isAuthPath(path: string): boolean {
  return path === '/auth' || path.startsWith('/auth?') || path.startsWith('/auth#');
}

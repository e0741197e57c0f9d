/** The URL when `value` parses as an absolute http(s) URL, else null. */
export function parseHttpUrl(value: string): URL | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
}

/** True when `value` is an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== null;
}

/** True when `hostname` is `domain` itself or one of its subdomains. */
export function isHostInDomain(hostname: string, domain: string): boolean {
  const host = hostname.toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

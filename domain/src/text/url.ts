/** What we read of a parsed URL. */
export interface ParsedUrl {
  readonly href: string;
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: { get(name: string): string | null };
}

/**
 * The WHATWG `URL` class, present in every browser and Node version we run on. The package compiles
 * without DOM or Node typings (it must run in both), so it names the part it uses itself.
 */
const UrlClass = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** The URL when `value` parses as an absolute http(s) URL, else null. */
export function parseHttpUrl(value: string): ParsedUrl | null {
  let url: ParsedUrl;
  try {
    url = new UrlClass(value.trim());
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

/**
 * A picture's URL as a CSS `url()`. The URL is already encoded (a Storage download URL names its
 * object as `a%2Fb`), so it is only normalised, which also encodes any quote, never encoded again:
 * `encodeURI` turned `%2F` into `%252F`, and every banner failed to load.
 */
export function cssUrl(url: string): string | undefined {
  try {
    return `url("${new UrlClass(url).href}")`;
  } catch {
    return undefined;
  }
}

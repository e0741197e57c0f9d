// The browser SDK cannot set request headers on channel requests without a CORS preflight, so it
// encodes them (Authorization among them) into the handshake's `headers` form field as
// `Name:Value\r\n` lines (closure's encodeInitMessageHeaders). They cover the whole session.

/** Parses `Name:Value\r\n...` into a map keyed by lower-cased header name. */
export function parseInitHeaders(encoded: string | null | undefined): Map<string, string> {
  const headers = new Map<string, string>();
  if (!encoded) return headers;
  for (const line of encoded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name) headers.set(name, value);
  }
  return headers;
}

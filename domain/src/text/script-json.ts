/**
 * JSON text made safe inside an HTML `<script>` element (JSON-LD, a page's data block): `<`, `>`
 * and `&` as JSON escapes, so no string can close the element or open a comment, and the two line
 * separators JavaScript once refused. The escapes read back as the same characters.
 */
export function jsonForScript(json: string): string {
  return json.replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

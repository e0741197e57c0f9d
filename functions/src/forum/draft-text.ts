// Reads a text field of a callable's raw input for the domain's draft validators, which give the
// spec's toasts; anything that is not a string counts as empty (the schema then names it).
export function textField(data: unknown, key: string): string {
  if (typeof data !== 'object' || data === null) return '';
  const value: unknown = (data as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

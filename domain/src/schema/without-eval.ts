/**
 * zod compiles object parsers with `new Function` where it may, and probes for it with one call
 * when it builds its first object schema. Under a Content-Security-Policy without 'unsafe-eval'
 * (the site's, firebase.json) that probe is caught but still reported as a violation. A page
 * calls this once, before any schema module loads, to have zod interpret its schemas instead.
 *
 * It writes zod's shared configuration (`globalThis.__zod_globalConfig`, what `z.config()`
 * writes) without importing zod, so the Salon's first visit does not download zod's core for it
 * (3.8 kB gzipped). tests/e2e/sharing.spec.ts fails should zod stop reading it.
 */
export function parseSchemasWithoutEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  Object.assign((holder.__zod_globalConfig ??= {}), { jitless: true });
}

// Runs a TypeScript module of the load test, `node tests/load/run-typescript.mjs <module> [...]`:
// the run and each worker import the web app's data access, TypeScript written for Vite's
// resolution (imports without extensions), which jiti compiles and resolves on load. Through
// jiti's own import, not its `--import` hooks: under those, firebase-admin's CommonJS dependencies
// fail to load on Node 20.
import path from 'node:path';
import { createJiti } from 'jiti';

const [script] = process.argv.splice(2, 1);
if (!script) throw new Error('Usage: node run-typescript.mjs <module.ts> [...arguments]');
const resolved = path.resolve(script);
process.argv[1] = resolved;
await createJiti(import.meta.url).import(resolved);

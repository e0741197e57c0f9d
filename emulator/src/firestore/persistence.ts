// Import and export of every database to a folder of JSON files, so the local stack keeps its
// data across restarts: `metadata.json` lists one `<database>.json` file per database, each an
// array of documents in proto3 JSON (name, fields, createTime, updateTime).
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JsonObject } from '../rpc/contract.js';
import type { MonotonicClock } from './clock.js';
import { documentPathOf } from './paths.js';
import { documentJson, type DocumentStore, type StoredDocument } from './store.js';
import { parseMicros } from './timestamps.js';
import { normalizeFields } from './values.js';

const METADATA_FILE = 'metadata.json';
const FORMAT_VERSION = 1;

interface Metadata {
  version: number;
  databases: { database: string; file: string }[];
}

function fileNameFor(database: string): string {
  return `${database.replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}

/** Writes every document to `dir` (created if needed); each file is replaced atomically. */
export async function exportData(store: DocumentStore, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  const metadata: Metadata = { version: FORMAT_VERSION, databases: [] };
  for (const database of store.databaseNames()) {
    const documents = [...store.documents(database)].map((document) =>
      documentJson(database, document),
    );
    if (documents.length === 0) continue;
    const file = fileNameFor(database);
    await writeAtomically(join(dir, file), JSON.stringify(documents));
    metadata.databases.push({ database, file });
  }
  await writeAtomically(join(dir, METADATA_FILE), JSON.stringify(metadata, null, 2));
}

async function writeAtomically(path: string, content: string): Promise<void> {
  await writeFile(`${path}.tmp`, content);
  await rename(`${path}.tmp`, path);
}

/**
 * Loads what exportData wrote; returns the number of documents loaded, or undefined when `dir`
 * holds no export yet (a first run with `--import X --export-on-exit X` starts empty).
 */
export async function importData(
  store: DocumentStore,
  clock: MonotonicClock,
  dir: string,
): Promise<number | undefined> {
  let metadataText: string;
  try {
    metadataText = await readFile(join(dir, METADATA_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const metadata = JSON.parse(metadataText) as Metadata;
  if (metadata.version !== FORMAT_VERSION) {
    throw new Error(`Unsupported export format ${metadata.version} in ${dir}`);
  }
  let count = 0;
  for (const { database, file } of metadata.databases) {
    const json = JSON.parse(await readFile(join(dir, file), 'utf8')) as JsonObject[];
    const documents: StoredDocument[] = json.map((document) => {
      const createTime = parseMicros(String(document.createTime));
      const updateTime = parseMicros(String(document.updateTime));
      clock.observe(updateTime);
      return {
        path: documentPathOf(database, String(document.name)),
        fields: normalizeFields(document.fields as JsonObject | undefined),
        createTime,
        updateTime,
      };
    });
    store.load(database, documents);
    count += documents.length;
  }
  return count;
}

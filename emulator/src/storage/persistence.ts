// Export and import of every object to a folder, so the local stack keeps its files across
// restarts: `metadata.json` lists the objects (metadata in our own JSON), and `blobs/` holds each
// object's bytes under a file named by its index. Written to a fresh folder that then replaces
// the old one, so an interrupted export never leaves half of each.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageState, StoredObject } from './objects.js';

const METADATA_FILE = 'metadata.json';
const FORMAT_VERSION = 1;

type ObjectRecord = Omit<StoredObject, 'bytes'> & { blob: string };

export async function exportObjects(state: StorageState, dir: string): Promise<number> {
  const staging = `${dir}.tmp`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(path.join(staging, 'blobs'), { recursive: true });
  const records: ObjectRecord[] = [];
  for (const object of state.all()) {
    const { bytes, ...metadata } = object;
    const blob = `blobs/${records.length}`;
    await writeFile(path.join(staging, blob), bytes);
    records.push({ ...metadata, blob });
  }
  await writeFile(
    path.join(staging, METADATA_FILE),
    JSON.stringify({ version: FORMAT_VERSION, objects: records }, null, 1),
  );
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
  return records.length;
}

/** Loads what exportObjects wrote; undefined when `dir` holds no export yet (a first run). */
export async function importObjects(state: StorageState, dir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(dir, METADATA_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const { version, objects } = JSON.parse(text) as { version: number; objects: ObjectRecord[] };
  if (version !== FORMAT_VERSION) {
    throw new Error(`${dir}: a Storage export of format ${version}, expected ${FORMAT_VERSION}`);
  }
  for (const { blob, ...metadata } of objects) {
    state.restore({ ...metadata, bytes: await readFile(path.join(dir, blob)) });
  }
  return objects.length;
}

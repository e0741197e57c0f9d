// Resource names (`projects/p/databases/d/documents/coll/doc`) and field paths (`a.b.`c.d``).
import { Code, RpcError } from '../rpc/contract.js';

export interface DatabaseId {
  projectId: string;
  databaseId: string;
}

const DATABASE_NAME = /^projects\/([^/]+)\/databases\/([^/]+)$/;

export function parseDatabaseName(name: string): DatabaseId {
  const match = DATABASE_NAME.exec(name);
  if (!match) throw new RpcError(Code.INVALID_ARGUMENT, `Invalid database name: ${name}`);
  return { projectId: match[1] as string, databaseId: match[2] as string };
}

/** The document path relative to the database's root: `coll/doc/sub/doc`. */
export type DocumentPath = string;

/** Splits a name under `{database}/documents` into its relative segments. */
function relativeSegments(database: string, name: string): string[] {
  const root = `${database}/documents`;
  if (name === root) return [];
  if (!name.startsWith(`${root}/`)) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `Name ${name} does not belong to database ${database}`,
    );
  }
  const segments = name.slice(root.length + 1).split('/');
  if (segments.some((segment) => segment === '')) {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid resource name: ${name}`);
  }
  return segments;
}

/** Parses a document name and returns its relative path; rejects collection names. */
export function documentPathOf(database: string, name: string): DocumentPath {
  const segments = relativeSegments(database, name);
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `Document name "${name}" has odd number of segments, expected even.`,
    );
  }
  checkSegments(segments);
  return segments.join('/');
}

/**
 * Refuses reserved ids (`__...__`, `.`, `..`) in a path's segments, as production refuses them
 * in every name it is given, whether a write, a read, a query's parent or a listen's. The one
 * reserved form production accepts is a numeric document id (`__id7__`).
 */
function checkSegments(segments: readonly string[]): void {
  segments.forEach((segment, position) => {
    if (position % 2 === 0) checkCollectionId(segment);
    else if (numericIdOf(segment) === undefined && isReservedId(segment)) {
      throw new RpcError(
        Code.INVALID_ARGUMENT,
        `Resource id "${segment}" is invalid because it is reserved.`,
      );
    }
  });
}

function isReservedId(id: string): boolean {
  return id === '.' || id === '..' || /^__.*__$/.test(id);
}

/** Refuses a reserved collection id, with production's wording. */
export function checkCollectionId(id: string): void {
  if (isReservedId(id)) {
    throw new RpcError(
      Code.INVALID_ARGUMENT,
      `Collection id "${id}" is invalid because it is reserved.`,
    );
  }
}

const NUMERIC_ID = /^__id(-?\d+)__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * The number of a numeric document id (`__id123__`, `__id-5__`: an int64 between the
 * underscores, the one reserved form production accepts), else undefined.
 */
export function numericIdOf(segment: string): bigint | undefined {
  const digits = NUMERIC_ID.exec(segment)?.[1];
  if (digits === undefined) return undefined;
  const number = BigInt(digits);
  return number >= INT64_MIN && number <= INT64_MAX ? number : undefined;
}

/** A query or ListCollectionIds parent: the root (`""`) or a document path. */
export function parentPathOf(database: string, name: string): DocumentPath {
  const segments = relativeSegments(database, name);
  if (segments.length % 2 !== 0) {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid parent: ${name}`);
  }
  checkSegments(segments);
  return segments.join('/');
}

/** `a/b/c/d` -> collection path `a/b/c`. */
export function collectionPathOf(path: DocumentPath): string {
  return path.slice(0, path.lastIndexOf('/'));
}

export function documentIdOf(path: DocumentPath): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** `a/b/c` -> `c`; `c` -> `c`. */
export function collectionIdOf(collectionPath: string): string {
  return collectionPath.slice(collectionPath.lastIndexOf('/') + 1);
}

/** Whether `path` lies at or below `ancestor` (a document path, or the root ``). */
export function isWithin(path: string, ancestor: DocumentPath): boolean {
  return ancestor === '' || path === ancestor || path.startsWith(`${ancestor}/`);
}

/** A field path's segments: `a.b` -> [a, b]; `` `x.y`.z `` -> [x.y, z]. */
export function parseFieldPath(text: string): string[] {
  const segments: string[] = [];
  let current = '';
  let quoted = false;
  let sawQuote = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '\\') {
        index++;
        current += text[index] ?? '';
      } else if (char === '`') {
        quoted = false;
      } else {
        current += char;
      }
    } else if (char === '`') {
      quoted = true;
      sawQuote = true;
    } else if (char === '.') {
      if (current === '' && !sawQuote) {
        throw new RpcError(Code.INVALID_ARGUMENT, `Invalid field path: ${text}`);
      }
      segments.push(current);
      current = '';
      sawQuote = false;
    } else {
      current += char;
    }
  }
  if (quoted || (current === '' && !sawQuote)) {
    throw new RpcError(Code.INVALID_ARGUMENT, `Invalid field path: ${text}`);
  }
  segments.push(current);
  return segments;
}

const SIMPLE_SEGMENT = /^[a-zA-Z_][a-zA-Z_0-9]*$/;

/** The canonical text of a field path: segments quoted with backticks when not simple. */
export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((segment) =>
      SIMPLE_SEGMENT.test(segment)
        ? segment
        : `\`${segment.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``,
    )
    .join('.');
}

export const DOCUMENT_NAME_FIELD = '__name__';

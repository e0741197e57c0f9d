// Parses the Firestore REST paths the browser SDK calls,
// `/v1/projects/{p}/databases/{d}/documents[/{parent}]:{method}`, into the RPC to run and the
// request fields the URL binds (`database` or `parent`), as the API's HTTP rules define them.

export type RestMethod =
  | 'batchGet'
  | 'commit'
  | 'runQuery'
  | 'runAggregationQuery'
  | 'beginTransaction'
  | 'rollback'
  | 'listCollectionIds'
  | 'batchWrite'
  | 'executePipeline';

export interface RestRoute {
  method: RestMethod;
  /** `projects/{p}/databases/{d}` */
  database: string;
  projectId: string;
  /** `projects/{p}/databases/{d}/documents[/{parent}]` */
  parent: string;
  /** Whether the URL named a parent document below `documents`. */
  hasParentPath: boolean;
}

const REST_METHODS = new Set<string>([
  'batchGet',
  'commit',
  'runQuery',
  'runAggregationQuery',
  'beginTransaction',
  'rollback',
  'listCollectionIds',
  'batchWrite',
  'executePipeline',
]);

const PATH_PATTERN =
  /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents((?:\/[^/:]+)*):(\w+)$/;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route for a REST path, or null when the path is not a Firestore method. */
export function parseRestPath(pathname: string): RestRoute | null {
  const match = PATH_PATTERN.exec(pathname);
  if (!match) return null;
  const [, rawProject = '', rawDatabase = '', rawParent = '', method = ''] = match;
  if (!REST_METHODS.has(method)) return null;
  const segments = [rawProject, rawDatabase, ...rawParent.split('/').filter(Boolean)].map(
    decodeSegment,
  );
  if (segments.some((segment) => segment === null || segment === '')) return null;
  const [projectId = '', databaseId = '', ...parentSegments] = segments as string[];
  const database = `projects/${projectId}/databases/${databaseId}`;
  const parent = [`${database}/documents`, ...parentSegments].join('/');
  return {
    method: method as RestMethod,
    database,
    projectId,
    parent,
    hasParentPath: parentSegments.length > 0,
  };
}

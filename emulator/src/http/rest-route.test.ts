import { describe, expect, it } from 'vitest';
import { parseRestPath } from './rest-route.js';

describe('parseRestPath', () => {
  it('parses a database-level method', () => {
    expect(parseRestPath('/v1/projects/demo-p/databases/(default)/documents:commit')).toEqual({
      method: 'commit',
      database: 'projects/demo-p/databases/(default)',
      projectId: 'demo-p',
      parent: 'projects/demo-p/databases/(default)/documents',
      hasParentPath: false,
    });
  });

  it('parses a parent document path and decodes each segment', () => {
    const route = parseRestPath(
      '/v1/projects/demo-p/databases/%28default%29/documents/rooms/r%201:runAggregationQuery',
    );
    expect(route?.method).toBe('runAggregationQuery');
    expect(route?.database).toBe('projects/demo-p/databases/(default)');
    expect(route?.parent).toBe('projects/demo-p/databases/(default)/documents/rooms/r 1');
    expect(route?.hasParentPath).toBe(true);
  });

  it.each([
    '/v1/projects/p/databases/d/documents:drop',
    '/v1/projects/p/databases/d/documents',
    '/v1/projects/p/documents:commit',
    '/v1/projects/p/databases/d/documents/a%ZZ:runQuery',
    '/v2/projects/p/databases/d/documents:commit',
  ])('rejects %s', (path) => {
    expect(parseRestPath(path)).toBeNull();
  });
});

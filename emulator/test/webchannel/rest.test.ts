import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, RpcError } from '../../src/rpc/contract.js';
import { httpRequest } from './support/channel-client.js';
import { startTestServer, type TestServer } from './support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const documents = '/v1/projects/demo-p/databases/(default)/documents';

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return httpRequest(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('unary Firestore REST calls', () => {
  it('runs batchGet as batchGetDocuments with the database and the caller, replying a JSON array', async () => {
    const reply = await post(
      `${documents}:batchGet`,
      { documents: [`projects/demo-p/databases/(default)/documents/rooms/a`] },
      { Authorization: 'Bearer owner' },
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body)).toEqual([
      {
        missing: 'projects/demo-p/databases/(default)/documents/rooms/a',
        readTime: '2025-01-01T00:00:00Z',
      },
    ]);
    const call = server.fake.calls.at(-1)!;
    expect(call.method).toBe('batchGetDocuments');
    expect(call.context).toEqual({
      database: 'projects/demo-p/databases/(default)',
      authorization: 'Bearer owner',
    });
    expect(call.request['database']).toBe('projects/demo-p/databases/(default)');
  });

  it('takes runAggregationQuery parent from the URL, with a document path', async () => {
    const reply = await post(`${documents}/rooms/r1:runAggregationQuery`, {
      structuredAggregationQuery: { aggregations: [{ alias: 'aggregate_0', count: {} }] },
    });
    expect(reply.status).toBe(200);
    expect(Array.isArray(JSON.parse(reply.body))).toBe(true);
    const call = server.fake.calls.at(-1)!;
    expect(call.method).toBe('runAggregationQuery');
    expect(call.request['parent']).toBe('projects/demo-p/databases/(default)/documents/rooms/r1');
    expect(call.context).toEqual({ database: 'projects/demo-p/databases/(default)' });
  });

  it.each([
    ['commit', 'commit', false],
    ['runQuery', 'runQuery', true],
    ['beginTransaction', 'beginTransaction', false],
    ['rollback', 'rollback', false],
    ['listCollectionIds', 'listCollectionIds', false],
    ['batchWrite', 'batchWrite', false],
  ] as const)('routes :%s to %s', async (rest, rpc, replyIsArray) => {
    const reply = await post(`${documents}:${rest}`, {});
    expect(reply.status).toBe(200);
    expect(Array.isArray(JSON.parse(reply.body))).toBe(replyIsArray);
    expect(server.fake.calls.at(-1)!.method).toBe(rpc);
  });

  it.each([
    [Code.ABORTED, 409, 'ABORTED'],
    [Code.PERMISSION_DENIED, 403, 'PERMISSION_DENIED'],
    [Code.FAILED_PRECONDITION, 400, 'FAILED_PRECONDITION'],
    [Code.NOT_FOUND, 404, 'NOT_FOUND'],
    [Code.UNAUTHENTICATED, 401, 'UNAUTHENTICATED'],
  ])('reports RPC error %i as HTTP %i with status %s', async (code, http, status) => {
    server.fake.failNextCall(new RpcError(code, 'Nope.'));
    const reply = await post(`${documents}:commit`, { writes: [] });
    expect(reply.status).toBe(http);
    expect(JSON.parse(reply.body)).toEqual({ error: { code: http, message: 'Nope.', status } });
  });

  it('answers executePipeline with UNIMPLEMENTED', async () => {
    const reply = await post(`${documents}:executePipeline`, {});
    expect(reply.status).toBe(501);
    expect(JSON.parse(reply.body).error.status).toBe('UNIMPLEMENTED');
  });

  it.each([
    ['invalid JSON', '{not json'],
    ['a JSON array', '[]'],
  ])('rejects %s with 400 INVALID_ARGUMENT', async (_name, body) => {
    const reply = await post(`${documents}:commit`, body);
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error.status).toBe('INVALID_ARGUMENT');
  });

  it('turns an unexpected service failure into 500 INTERNAL', async () => {
    server.fake.failNextCall(new Error('boom'));
    const reply = await post(`${documents}:commit`, {});
    expect(reply.status).toBe(500);
    expect(JSON.parse(reply.body).error).toEqual({
      code: 500,
      message: 'boom',
      status: 'INTERNAL',
    });
  });

  it('refuses a document path on a database-level method and GET on a method path', async () => {
    expect((await post(`${documents}/rooms/r1:commit`, {})).status).toBe(404);
    expect((await httpRequest(`${server.baseUrl}${documents}:commit`)).status).toBe(404);
  });
});

describe('emulator REST endpoints', () => {
  it('answers GET / with Ok', async () => {
    const reply = await httpRequest(`${server.baseUrl}/`);
    expect(reply.status).toBe(200);
    expect(reply.body).toBe('Ok');
  });

  it('loads rules from a text/plain JSON body', async () => {
    const reply = await httpRequest(
      `${server.baseUrl}/emulator/v1/projects/demo-rules:securityRules`,
      {
        method: 'PUT',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ rules: { files: [{ content: 'rules_version = "2";' }] } }),
      },
    );
    expect(reply.status).toBe(200);
    expect(server.fake.rulesLoaded.at(-1)).toEqual({
      projectId: 'demo-rules',
      source: 'rules_version = "2";',
    });
  });

  it('answers rules that do not compile with 400 and the message', async () => {
    const reply = await httpRequest(`${server.baseUrl}/emulator/v1/projects/demo-p:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content: 'syntax error' }] } }),
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body).error.message).toBe('Line 1: syntax error');
  });

  it('answers a malformed rules body with 400', async () => {
    const reply = await httpRequest(`${server.baseUrl}/emulator/v1/projects/demo-p:securityRules`, {
      method: 'PUT',
      body: 'rules?',
    });
    expect(reply.status).toBe(400);
  });

  it('clears a project', async () => {
    const reply = await httpRequest(
      `${server.baseUrl}/emulator/v1/projects/demo-clear/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(reply.status).toBe(200);
    expect(server.fake.projectsCleared).toContain('demo-clear');
  });

  it('answers unknown paths with a 404 JSON error', async () => {
    const reply = await httpRequest(`${server.baseUrl}/no/such/thing`, {
      method: 'POST',
      body: 'x',
    });
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body).error.status).toBe('NOT_FOUND');
  });

  it('survives garbage requests', async () => {
    const paths = ['/%', '/v1/projects/%E0%A4%A/databases/x/documents:commit', '//', '/?a=%'];
    for (const path of paths) {
      const reply = await httpRequest(`${server.baseUrl}${path}`, {
        method: 'POST',
        body: '\u0000',
      });
      expect(reply.status).toBeGreaterThanOrEqual(400);
    }
    expect((await httpRequest(`${server.baseUrl}/`)).status).toBe(200);
  });
});

describe('CORS', () => {
  const origin = 'http://127.0.0.1:5173';

  it('answers a preflight with the origin, credentials, methods and the requested headers', async () => {
    const reply = await httpRequest(`${server.baseUrl}${documents}:commit`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-goog-api-client,x-custom',
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers['access-control-allow-origin']).toBe(origin);
    expect(reply.headers['access-control-allow-credentials']).toBe('true');
    expect(reply.headers['access-control-allow-methods']).toContain('POST');
    expect(reply.headers['access-control-allow-headers']).toContain('x-custom');
    expect(reply.headers['access-control-allow-headers']).toContain('Authorization');
    expect(reply.headers['access-control-allow-private-network']).toBe('true');
  });

  it('echoes the origin and exposes X-HTTP-Session-Id on channel and REST replies', async () => {
    const handshake = await httpRequest(
      `${server.baseUrl}/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=1&database=projects%2Fp%2Fdatabases%2F(default)&X-HTTP-Session-Id=gsessionid`,
      { method: 'POST', headers: { Origin: origin }, body: 'count=0' },
    );
    expect(handshake.headers['access-control-allow-origin']).toBe(origin);
    expect(handshake.headers['access-control-allow-credentials']).toBe('true');
    expect(handshake.headers['access-control-expose-headers']).toContain('X-HTTP-Session-Id');

    const error = await httpRequest(`${server.baseUrl}/nowhere`, { headers: { Origin: origin } });
    expect(error.headers['access-control-allow-origin']).toBe(origin);
  });

  it('adds no CORS headers to requests without an Origin', async () => {
    const reply = await httpRequest(`${server.baseUrl}/`);
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

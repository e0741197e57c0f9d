// firebase-tools' own Storage emulator endpoints, as its internal suite
// (scripts/storage-emulator-integration/internal in firebase/firebase-tools) expects them:
// `PUT /internal/setRules` with one ruleset for every bucket or one per bucket, and its 400s,
// then what the web SDK may do under each.
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPEN_RULES } from '../storage/support.js';
import { startStorageSdkStack, type StorageSdkStack } from './support.js';

let stack: StorageSdkStack;

const rules = (condition: string) => `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o { match /{allPaths=**} { allow read, write: if ${condition}; } }
}`;
const setRules = (files: unknown[]) =>
  stack.request('/internal/setRules', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files } }),
  });

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-endpoints');
});
afterAll(() => stack.stop());
beforeEach(() => {
  stack.emulator.state.clear();
  stack.emulator.loadRules(OPEN_RULES);
});

describe('PUT /internal/setRules', () => {
  it('one file rules every bucket', async () => {
    const response = await setRules([
      { name: 'storage.rules', content: rules('request.auth != null') },
    ]);
    expect(response.status).toBe(200);
    const visitor = stack.client();
    const member = stack.client({ sub: 'alice' });
    await expect(uploadString(ref(visitor, 'gs://any-bucket/x.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await uploadString(ref(member, 'gs://any-bucket/x.txt'), 'x');
  });

  it('files with a resource rule their own bucket, and a bucket with none refuses clients', async () => {
    const response = await setRules([
      { name: 'open.rules', content: rules('true'), resource: 'bucket_0' },
      { name: 'members.rules', content: rules('request.auth != null'), resource: 'bucket_1' },
    ]);
    expect(response.status).toBe(200);
    const visitor = stack.client();
    await uploadString(ref(visitor, 'gs://bucket_0/open.txt'), 'open');
    expect(new TextDecoder().decode(await getBytes(ref(visitor, 'gs://bucket_0/open.txt')))).toBe(
      'open',
    );
    await expect(uploadString(ref(visitor, 'gs://bucket_1/x.txt'), 'x')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
    await uploadString(ref(stack.client({ sub: 'alice' }), 'gs://bucket_1/x.txt'), 'x');
    const elsewhere = await stack.request(`/v0/b/bucket_2/o?name=x`, { method: 'POST', body: 'x' });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({
      error: { code: 403, message: 'Permission denied. Storage Emulator has no loaded ruleset.' },
    });
  });

  it("answers firebase-tools' 400s for a body it cannot use, and keeps the rules in force", async () => {
    const refused = async (files: unknown) => {
      const response = await stack.request('/internal/setRules', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: files === undefined ? {} : { files } }),
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { message: string }).message;
    };
    expect(await refused(undefined)).toBe("Request body must include 'rules.files' array");
    expect(await refused([{ content: rules('true') }])).toBe(
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    );
    expect(await refused([{ name: 'storage.rules' }])).toBe(
      "Each member of 'rules.files' array must contain 'name' and 'content'",
    );
    expect(
      await refused([
        { name: 'a.rules', content: rules('true'), resource: 'bucket_0' },
        { name: 'b.rules', content: rules('true') },
      ]),
    ).toBe("Each member of 'rules.files' array must contain 'name', 'content', and 'resource'");
    // Rules that do not parse: ours says where, firebase-tools points at its log.
    expect(await refused([{ name: 'storage.rules', content: 'foo' }])).toMatch(/Line 1/);
    await uploadString(ref(stack.client(), 'still/open.txt'), 'open');
  });
});

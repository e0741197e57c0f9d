// storage.rules as production evaluates them, through the unmodified web SDK: which method each
// call is (get, list, create, update, delete; read and write as their unions), `resource` as the
// stored object and `request.resource` as the object after the write, their fields (size,
// contentType, custom metadata, name, bucket), `request.auth` with its claims, and the error
// codes and messages the SDK reports from the emulator's answers.
import { randomBytes } from 'node:crypto';
import {
  deleteObject,
  getBytes,
  getDownloadURL,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytesResumable,
  uploadString,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStorageSdkStack, unsignedIdToken, type StorageSdkStack } from './support.js';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    // A file written once (create only where nothing is), then only its metadata changes.
    match /once/{name} {
      allow get: if true;
      allow create: if request.auth != null && resource == null
        && request.resource.name == 'once/' + name
        && request.resource.bucket == bucket
        && request.resource.size == 5
        && request.resource.contentType == 'text/plain'
        && request.resource.metadata.owner == request.auth.uid;
      allow update: if resource.size == request.resource.size
        && resource.md5Hash == request.resource.md5Hash
        && resource.metadata.owner == request.auth.uid
        && request.resource.metadata.owner == resource.metadata.owner;
      allow delete: if request.resource == null && resource.metadata.owner == request.auth.uid;
    }
    // Every upload is a create, one over an existing object too, which it sees as resource;
    // update is a metadata update only.
    match /versions/{name} {
      allow read: if true;
      allow create: if resource == null
        || int(request.resource.metadata.version) > int(resource.metadata.version);
      allow update: if false;
    }
    // read is get and list; write is create, update and delete.
    match /open/{allPaths=**} {
      allow read, write: if request.auth != null;
    }
    // get without list, list without get.
    match /get-only/{name} { allow get: if true; allow create: if true; }
    match /list-only/{name} { allow create: if true; }
    match /list-only { allow list: if true; }
    // Claims from the ID token.
    match /staff/{name} {
      allow read, write: if request.auth.token.role == 'staff'
        && request.auth.token.email_verified == true;
    }
    // resource on a read: a file's own metadata decides who reads it.
    match /private/{name} {
      allow create: if true;
      allow get: if resource.metadata.get('reader', '') == request.auth.uid;
    }
    // request.path is the whole object path under the service, segment by segment.
    match /paths/{dir}/{name} {
      allow read: if request.path[0] == 'b' && request.path[1] == bucket
        && request.path[2] == 'o' && request.path[3] == 'paths'
        && request.path == path('/b/' + bucket + '/o/paths/' + dir + '/' + name)
        && name == 'image.png';
      allow create: if true;
    }
    // Times: request.time against the object's own.
    match /times/{name} {
      allow create: if request.resource.timeCreated == request.time
        || request.resource.timeCreated <= request.time;
      allow update: if resource.timeCreated <= request.resource.updated
        && request.resource.timeCreated == resource.timeCreated;
      allow read: if resource.updated <= request.time
        && request.time < timestamp.date(2100, 1, 1);
    }
    // Size limits on resumable uploads too.
    match /limited/{name} {
      allow create: if request.resource.size <= 300 * 1024;
      allow get: if true;
    }
  }
}`;

let stack: StorageSdkStack;
let alice: FirebaseStorage;
let bob: FirebaseStorage;
let visitor: FirebaseStorage;
let staff: FirebaseStorage;
let unverifiedStaff: FirebaseStorage;
const unauthorized = { code: 'storage/unauthorized' };

beforeAll(async () => {
  stack = await startStorageSdkStack('demo-storage-sdk-rules', { rules: RULES });
  alice = stack.client({ sub: 'alice' });
  bob = stack.client({ sub: 'bob' });
  visitor = stack.client();
  staff = stack.client({ sub: 'clara', role: 'staff', email_verified: true });
  unverifiedStaff = stack.client({ sub: 'felix', role: 'staff', email_verified: false });
});
afterAll(() => stack.stop());
beforeEach(() => stack.emulator.state.clear());

const write = (storage: FirebaseStorage, path: string, owner = 'alice') =>
  uploadString(ref(storage, path), 'hello', 'raw', {
    contentType: 'text/plain',
    customMetadata: { owner },
  });

describe('create, update and delete with resource and request.resource', () => {
  it('a create sees no resource and the new object as request.resource', async () => {
    await write(alice, 'once/a.txt');
    await expect(write(bob, 'once/b.txt')).rejects.toMatchObject(unauthorized); // owner is alice
    await expect(write(visitor, 'once/c.txt')).rejects.toMatchObject(unauthorized);
    await expect(
      uploadString(ref(alice, 'once/d.txt'), 'hello', 'raw', {
        contentType: 'text/html',
        customMetadata: { owner: 'alice' },
      }),
    ).rejects.toMatchObject(unauthorized);
    await expect(
      uploadString(ref(alice, 'once/e.txt'), 'hello!', 'raw', {
        contentType: 'text/plain',
        customMetadata: { owner: 'alice' },
      }),
    ).rejects.toMatchObject(unauthorized);
    expect(stack.emulator.state.list(stack.bucket).map((object) => object.name)).toEqual([
      'once/a.txt',
    ]);
  });

  it('an upload over an object is a create that sees it as resource, as production decides', async () => {
    const file = ref(alice, 'versions/score.txt');
    const version = (n: string) =>
      uploadString(file, `v${n}`, 'raw', { customMetadata: { version: n } });
    await version('1');
    await version('2'); // no update rule allows it: an overwrite is a create
    await expect(version('1')).rejects.toMatchObject(unauthorized);
    await expect(updateMetadata(file, { contentLanguage: 'en' })).rejects.toMatchObject(
      unauthorized,
    );
    expect(new TextDecoder().decode(await getBytes(file))).toBe('v2');
  });

  it('resource == null keeps a file from being overwritten; a metadata update is an update', async () => {
    const file = ref(alice, 'once/a.txt');
    await write(alice, 'once/a.txt');
    await expect(
      uploadString(file, 'world', 'raw', {
        contentType: 'text/plain',
        customMetadata: { owner: 'alice' },
      }),
    ).rejects.toMatchObject(unauthorized);
    const updated = await updateMetadata(file, { customMetadata: { caption: 'greeting' } });
    expect(updated.customMetadata).toEqual({ owner: 'alice', caption: 'greeting' });
    // request.resource is the object after the update: changing the owner is refused.
    await expect(updateMetadata(file, { customMetadata: { owner: 'bob' } })).rejects.toMatchObject(
      unauthorized,
    );
    await expect(
      updateMetadata(ref(bob, 'once/a.txt'), { customMetadata: { caption: 'mine' } }),
    ).rejects.toMatchObject(unauthorized);
  });

  it('a delete sees the object as resource and no request.resource', async () => {
    await write(alice, 'once/a.txt');
    await expect(deleteObject(ref(bob, 'once/a.txt'))).rejects.toMatchObject(unauthorized);
    await deleteObject(ref(alice, 'once/a.txt'));
    await expect(getMetadata(ref(alice, 'once/a.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});

describe('read and write cover their methods', () => {
  it('read allows get, getBytes, getDownloadURL and list; write allows every change', async () => {
    const file = ref(alice, 'open/folder/x.txt');
    await uploadString(file, 'x');
    await updateMetadata(file, { contentLanguage: 'en' });
    expect(new TextDecoder().decode(await getBytes(file))).toBe('x');
    expect(await getDownloadURL(file)).toContain('token=');
    expect((await listAll(ref(alice, 'open'))).prefixes.map((prefix) => prefix.name)).toEqual([
      'folder',
    ]);
    await deleteObject(file);
    await expect(uploadString(ref(visitor, 'open/y.txt'), 'y')).rejects.toMatchObject(unauthorized);
    await expect(listAll(ref(visitor, 'open'))).rejects.toMatchObject(unauthorized);
  });

  it('get does not allow list, nor list get', async () => {
    await uploadString(ref(alice, 'get-only/a.txt'), 'a');
    await uploadString(ref(alice, 'list-only/b.txt'), 'b');
    expect((await getMetadata(ref(alice, 'get-only/a.txt'))).size).toBe(1);
    await expect(list(ref(alice, 'get-only'))).rejects.toMatchObject(unauthorized);
    expect((await list(ref(alice, 'list-only'))).items.map((item) => item.name)).toEqual(['b.txt']);
    await expect(getMetadata(ref(alice, 'list-only/b.txt'))).rejects.toMatchObject(unauthorized);
  });
});

describe('request.auth and resource on reads', () => {
  it("decides by the token's claims", async () => {
    await uploadString(ref(staff, 'staff/rota.txt'), 'rota');
    expect(new TextDecoder().decode(await getBytes(ref(staff, 'staff/rota.txt')))).toBe('rota');
    await expect(getBytes(ref(unverifiedStaff, 'staff/rota.txt'))).rejects.toMatchObject(
      unauthorized,
    );
    await expect(getBytes(ref(alice, 'staff/rota.txt'))).rejects.toMatchObject(unauthorized);
    await expect(getBytes(ref(visitor, 'staff/rota.txt'))).rejects.toMatchObject(unauthorized);
  });

  it("decides a read by the stored object's metadata; a download token still works", async () => {
    await uploadString(ref(alice, 'private/letter.txt'), 'dear bob', 'raw', {
      customMetadata: { reader: 'bob' },
    });
    expect(new TextDecoder().decode(await getBytes(ref(bob, 'private/letter.txt')))).toBe(
      'dear bob',
    );
    await expect(getBytes(ref(alice, 'private/letter.txt'))).rejects.toMatchObject(unauthorized);
    const url = await getDownloadURL(ref(bob, 'private/letter.txt'));
    expect(await (await fetch(url)).text()).toBe('dear bob');
  });

  it('a read the rules refuse is storage/unauthorized even when nothing is there', async () => {
    await expect(getMetadata(ref(alice, 'private/none.txt'))).rejects.toMatchObject(unauthorized);
    // Where the rules allow, a missing object is storage/object-not-found.
    await expect(getMetadata(ref(alice, 'get-only/none.txt'))).rejects.toMatchObject({
      code: 'storage/object-not-found',
    });
  });
});

describe('request.path and request.time', () => {
  it('request.path holds every segment and equals path() of the same', async () => {
    await uploadString(ref(alice, 'paths/dir/image.png'), 'png');
    await uploadString(ref(alice, 'paths/dir/other.png'), 'png');
    expect((await getMetadata(ref(alice, 'paths/dir/image.png'))).size).toBe(3);
    await expect(getMetadata(ref(alice, 'paths/dir/other.png'))).rejects.toMatchObject(
      unauthorized,
    );
  });

  it("compares request.time with the object's times", async () => {
    const file = ref(alice, 'times/t.txt');
    await uploadString(file, 't');
    await updateMetadata(file, { contentLanguage: 'en' });
    expect((await getMetadata(file)).contentLanguage).toBe('en');
  });
});

describe('resumable uploads', () => {
  it('are decided on the whole object: a large one over the limit is refused', async () => {
    const small = await uploadBytesResumable(ref(alice, 'limited/small.bin'), randomBytes(1000));
    expect(small.metadata.size).toBe(1000);
    await expect(
      uploadBytesResumable(ref(alice, 'limited/large.bin'), randomBytes(400 * 1024)),
    ).rejects.toMatchObject(unauthorized);
    expect(stack.emulator.state.get(stack.bucket, 'limited/large.bin')).toBeUndefined();
  });
});

describe('errors on the wire', () => {
  it("the SDK's message names the path it was refused", async () => {
    await expect(uploadString(ref(visitor, 'open/z.txt'), 'z')).rejects.toMatchObject({
      code: 'storage/unauthorized',
      message: expect.stringContaining("User does not have permission to access 'open/z.txt'."),
    });
  });

  it("a 403 and a 404 are JSON in production's shape; a bad token is 401", async () => {
    const objects = `/v0/b/${stack.bucket}/o`;
    const refused = await stack.request(`${objects}/open%2Fz.txt`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 403,
        message: expect.stringMatching(/^Permission denied\. No READ permission/),
      },
    });
    const missing = await stack.request(`${objects}/open%2Fz.txt`, {
      headers: { Authorization: `Firebase ${unsignedIdToken({ sub: 'alice' })}` },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 404, message: 'Not Found.' } });
    const garbled = await stack.request(`${objects}/open%2Fz.txt`, {
      headers: { Authorization: 'Firebase not-a-token' },
    });
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toMatchObject({ error: { code: 401 } });
  });

  it('firebase-admin is never subject to the rules', async () => {
    await stack.adminBucket.file('private/by-admin.txt').save('admin');
    expect((await stack.adminBucket.file('private/by-admin.txt').download())[0].toString()).toBe(
      'admin',
    );
    await stack.adminBucket.file('private/by-admin.txt').delete();
  });
});

// A member's live view survives a dropped connection: the web SDK's listener on a discussion's
// replies goes through a TCP proxy that the test cuts (every open connection reset, new ones
// refused) while replies are posted, then restores. The listener catches up with every reply
// posted meanwhile, each added once, none removed, as it would after a train's tunnel.
import { createServer, connect, type Server, type Socket } from 'node:net';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  limit,
  onSnapshot,
  orderBy,
  query,
  terminate,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@salon/domain';
import { freePort } from '@salon/emulator';
import { eventually } from '@salon/emulator/testing';
import { newMember, settled, type Member } from '../functions/support/functions-env.js';
import { stackEndpoints } from '../support/stack-endpoints.js';

/** A TCP proxy to the Firestore emulator that can be cut and restored. */
class CuttableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  connections = 0;

  constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      this.connections += 1;
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  /** Resets every open connection and refuses new ones until `open()`. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.resetAndDestroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let author: Member;
let proxy: CuttableProxy;

beforeAll(async () => {
  author = await newMember('tunnel');
  const [host, port] = stackEndpoints().firestoreHost.split(':') as [string, string];
  proxy = new CuttableProxy(await freePort('127.0.0.1'), { host, port: Number(port) });
  await proxy.open();
});
afterAll(async () => {
  await proxy.cut();
  await author.close();
});

describe('a listener whose connection drops', () => {
  it('catches up once it is back, with every change once and none lost', async () => {
    const { threadId } = (await author.call('createThread', {
      title: 'Listening on the train',
      body: 'Schubert’s Winterreise, between stations',
      isAnonymous: false,
    })) as { threadId: string };
    const reply = async (body: string) => {
      const { replyId } = (await author.call('postReply', {
        threadId,
        parentId: null,
        body,
        isAnonymous: false,
      })) as { replyId: string };
      return replyId;
    };

    const app = initializeApp(
      { projectId: stackEndpoints().projectId, apiKey: 'demo-key' },
      `tunnel-${Math.random()}`,
    );
    const firestore = getFirestore(app);
    connectFirestoreEmulator(firestore, '127.0.0.1', proxy.port);
    const added = new Map<string, number>();
    const removed: string[] = [];
    let shown: string[] = [];
    let failure: Error | null = null;
    const stop = onSnapshot(
      query(collection(firestore, paths.replies(threadId)), orderBy('createdAt'), limit(50)),
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'added')
            added.set(change.doc.id, (added.get(change.doc.id) ?? 0) + 1);
          if (change.type === 'removed') removed.push(change.doc.id);
        }
        shown = snapshot.docs.map((doc) => doc.id);
      },
      (error) => {
        failure = error;
      },
    );
    try {
      const before = [await reply('Gute Nacht'), await reply('Die Wetterfahne')];
      await eventually(() => {
        if (failure) throw failure;
        return shown.length === 2;
      });
      const connectionsBeforeCut = proxy.connections;

      await proxy.cut();
      const during = [
        await reply('Gefrorne Tränen'),
        await reply('Erstarrung'),
        await reply('Der Lindenbaum'),
      ];
      await settled(`${paths.replies(threadId)}/${during[2]}`, 1);
      await proxy.open();
      const after = [await reply('Wasserflut')];

      const all = [...before, ...during, ...after];
      await eventually(() => shown.length === all.length, { timeoutMs: 120_000 });
      expect(proxy.connections).toBeGreaterThan(connectionsBeforeCut);
      expect(shown).toEqual(all);
      expect([...added.entries()]).toEqual(all.map((id) => [id, 1]));
      expect(removed).toEqual([]);
    } finally {
      stop();
      await terminate(firestore);
      await deleteApp(app);
    }
  });
});

// The Write stream: a handshake (`{database}` -> `{streamId, streamToken}`), then each
// `{streamToken, writes}` is one atomic batch, answered in order with
// `{streamToken, commitTime, writeResults}`. The first failing batch ends the stream with its
// status; batches queued after it are not applied.
import { randomBytes } from 'node:crypto';
import {
  Code,
  RpcError,
  type CallContext,
  type JsonObject,
  type StreamHandler,
  type StreamPeer,
} from '../rpc/contract.js';
import { formatMicros } from './timestamps.js';
import { writeResultJson, type WriteOutcome } from './writes.js';

export type BatchCommitter = (
  context: CallContext,
  database: string,
  writes: JsonObject[],
) => Promise<{ commitTime: number; outcomes: WriteOutcome[] }>;

export class WriteSession implements StreamHandler {
  private readonly streamId = randomBytes(8).toString('hex');
  private tokenCounter = 0;
  private handshaken = false;
  private closed = false;
  private database: string;
  /** Batches are applied one after another, in the order they arrived. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly context: CallContext,
    private readonly peer: StreamPeer,
    private readonly commit: BatchCommitter,
  ) {
    this.database = context.database;
  }

  private nextToken(): string {
    this.tokenCounter += 1;
    return Buffer.from(`${this.streamId}:${this.tokenCounter}`).toString('base64');
  }

  receive(message: JsonObject): void {
    if (this.closed) return;
    if (typeof message.database === 'string' && message.database !== '') {
      this.database = message.database;
    }
    const writes = (message.writes as JsonObject[] | undefined) ?? [];
    if (!this.handshaken) {
      this.handshaken = true;
      if (writes.length === 0) {
        this.peer.send({ streamId: this.streamId, streamToken: this.nextToken() });
        return;
      }
    }
    this.queue = this.queue.then(() => this.applyBatch(writes));
  }

  private async applyBatch(writes: JsonObject[]): Promise<void> {
    if (this.closed) return;
    try {
      if (writes.length === 0) {
        // An idle client may flush an empty batch before closing: acknowledge it.
        this.peer.send({ streamToken: this.nextToken(), writeResults: [] });
        return;
      }
      const { commitTime, outcomes } = await this.commit(this.context, this.database, writes);
      if (this.closed) return;
      this.peer.send({
        streamToken: this.nextToken(),
        commitTime: formatMicros(commitTime),
        writeResults: outcomes.map(writeResultJson),
      });
    } catch (error) {
      if (this.closed) return;
      this.closed = true;
      this.peer.fail(
        error instanceof RpcError ? error : new RpcError(Code.INTERNAL, String(error)),
      );
    }
  }

  close(): void {
    this.closed = true;
  }
}

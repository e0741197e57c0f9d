// One WebChannel session: the client's ordered messages in, numbered arrays out, and the
// application stream (a ChannelConsumer) in between. A session outlives its HTTP requests: the
// back channel may be replaced, switch between streaming and long polling, or be missing for a
// moment between long polls; the session only ends on terminate, idle timeout or shutdown.

import type { ServerResponse } from 'node:http';
import type { JsonValue } from '../rpc/contract.js';
import { BackChannel, type BackChannelMode } from './back-channel.js';
import type { ChannelArray } from './framing.js';
import { ForwardOrderer } from './forward-orderer.js';
import type { ForwardMap } from './forward-maps.js';
import { Outbox } from './outbox.js';
import type { Scheduler } from './scheduler.js';

/** The server's handle on a channel, given to the application when the channel opens. */
export interface ServerChannel {
  /** Sends one message to the client (its own array on the back channel). */
  send(message: JsonValue): void;
  /** Tells the client the channel is over (`["close"]`); later client messages are dropped. */
  close(): void;
}

/** The application's side of a channel. */
export interface ChannelConsumer {
  receive(message: JsonValue): void;
  /** The session is gone (terminated, timed out, or the server is shutting down). */
  close(): void;
}

export interface SessionTimings {
  /** Streaming back channels get a noop after this much silence. */
  keepaliveMs: number;
  /** Long polls without a TO are answered (with a noop if need be) after this long. */
  longPollHoldMs: number;
  /** A session without a back channel or any request for this long is dropped. */
  idleTimeoutMs: number;
}

export class WebChannelSession {
  private readonly orderer = new ForwardOrderer();
  private readonly outbox = new Outbox();
  private consumer: ChannelConsumer | undefined;
  private backChannel: BackChannel | undefined;
  private flushScheduled = false;
  private cancelIdleTimer: (() => void) | undefined;
  /** The server closed the channel: client messages are no longer delivered. */
  private closedByServer = false;
  private disposed = false;

  constructor(
    readonly id: string,
    private readonly timings: SessionTimings,
    private readonly scheduler: Scheduler,
    private readonly onDisposed: (session: WebChannelSession) => void,
  ) {
    this.armIdleTimer();
  }

  /** The server's channel handle for the application. */
  readonly channel: ServerChannel = {
    send: (message) => {
      if (!this.closedByServer) this.enqueue([message]);
    },
    close: () => {
      if (this.closedByServer) return;
      this.enqueue(['close']);
      this.closedByServer = true;
    },
  };

  attachConsumer(consumer: ChannelConsumer): void {
    this.consumer = consumer;
  }

  get isDisposed(): boolean {
    return this.disposed;
  }

  /** Any request for this session shows the client is still there. */
  touch(): void {
    if (!this.backChannel) this.armIdleTimer();
  }

  acknowledge(arrayId: number): void {
    this.outbox.acknowledge(arrayId);
  }

  /** Delivers forward maps once each and in order to the application. */
  deliver(maps: readonly ForwardMap[]): void {
    for (const map of this.orderer.accept(maps)) {
      if (this.closedByServer || this.disposed || !this.consumer) return;
      try {
        this.consumer.receive(map.message);
      } catch {
        // The application should report its own failures; one that escapes ends the channel
        // rather than the process, and the client reconnects.
        this.channel.close();
      }
    }
  }

  /** `[1, lastArrayIdSent, unackedBytes]`: what the client compares with what it has received. */
  forwardReply(): [number, number, number] {
    return [1, this.outbox.lastWrittenArrayId, this.outbox.unacknowledgedWrittenLength];
  }

  /** A new back-channel GET replaces the previous one and resends every unacknowledged array. */
  attachBackChannel(res: ServerResponse, mode: BackChannelMode, longPollTimeoutMs?: number): void {
    this.backChannel?.end();
    this.cancelIdleTimer?.();
    const backChannel: BackChannel = new BackChannel(res, {
      mode,
      quietMs:
        mode === 'streaming'
          ? this.timings.keepaliveMs
          : Math.min(longPollTimeoutMs ?? this.timings.longPollHoldMs, this.timings.keepaliveMs),
      onQuiet: () => this.enqueue(['noop']),
      scheduler: this.scheduler,
      onEnd: () => {
        if (this.backChannel !== backChannel) return;
        this.backChannel = undefined;
        if (!this.disposed) this.armIdleTimer();
      },
    });
    this.backChannel = backChannel;
    const resend = this.outbox.unacknowledged();
    if (resend.length > 0) {
      this.writeToBackChannel(resend);
    } else if (mode === 'streaming') {
      // Bytes at once (not on the next turn), or the client takes the silence for a buffering
      // proxy and falls back to long polling.
      this.outbox.push(['noop']);
      this.writeToBackChannel(this.outbox.unwritten());
    }
  }

  /** Ends the session for good: the back channel closes and the application is told. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.cancelIdleTimer?.();
    this.backChannel?.end();
    this.onDisposed(this);
    this.consumer?.close();
  }

  /** Queues a payload for the back channel; keepalives still flow after the server's close. */
  private enqueue(payload: JsonValue): void {
    if (this.disposed) return;
    this.outbox.push(payload);
    // Messages sent in one turn of the event loop share a chunk (and end a long poll together).
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      if (this.backChannel?.isOpen) this.writeToBackChannel(this.outbox.unwritten());
    });
  }

  private writeToBackChannel(arrays: readonly ChannelArray[]): void {
    const last = arrays.at(-1);
    if (!this.backChannel || !last) return;
    this.backChannel.write(arrays);
    this.outbox.markWritten(last.id);
  }

  private armIdleTimer(): void {
    this.cancelIdleTimer?.();
    this.cancelIdleTimer = this.scheduler.after(this.timings.idleTimeoutMs, () => this.dispose());
  }
}

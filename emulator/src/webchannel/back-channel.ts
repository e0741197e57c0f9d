// One back-channel GET, held by the server. Streaming (CI=0): stays open, each batch of arrays is
// one chunk, and a quiet spell of `keepaliveMs` asks the session for a noop so neither the client's
// watchdog (1.5x the advertised keepalive) nor a proxy gives up on it. Long poll (CI=1): answers
// once, with whatever is pending or with a noop after `holdMs`, then ends.

import type { ServerResponse } from 'node:http';
import { frameArrays, type ChannelArray } from './framing.js';
import type { Scheduler } from './scheduler.js';

export type BackChannelMode = 'streaming' | 'long-poll';

export interface BackChannelOptions {
  mode: BackChannelMode;
  /** Streaming: the longest silence before a keepalive. Long poll: the longest hold. */
  quietMs: number;
  /** Called when the channel has been quiet for `quietMs`: the session sends a noop. */
  onQuiet: () => void;
  /** Called once when the response ends, whoever ended it. */
  onEnd: () => void;
  scheduler: Scheduler;
}

export class BackChannel {
  private cancelQuietTimer: (() => void) | undefined;
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly options: BackChannelOptions,
  ) {
    res.socket?.setNoDelay(true);
    res.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache, no-store, max-age=0, must-revalidate',
      'X-Content-Type-Options': 'nosniff',
      // Tells reverse proxies not to buffer: the client judges the back channel by how soon
      // bytes arrive, and falls back to long polling when they are held up.
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    res.on('close', () => this.finish());
    this.armQuietTimer();
  }

  get mode(): BackChannelMode {
    return this.options.mode;
  }

  get isOpen(): boolean {
    return !this.ended;
  }

  /** Writes arrays as one chunk; a long poll ends with it. */
  write(arrays: readonly ChannelArray[]): void {
    if (this.ended || arrays.length === 0) return;
    this.res.write(frameArrays(arrays));
    if (this.options.mode === 'long-poll') this.end();
    else this.armQuietTimer();
  }

  end(): void {
    if (this.ended) return;
    this.res.end();
    this.finish();
  }

  private armQuietTimer(): void {
    this.cancelQuietTimer?.();
    this.cancelQuietTimer = this.options.scheduler.after(this.options.quietMs, () =>
      this.options.onQuiet(),
    );
  }

  private finish(): void {
    if (this.ended) return;
    this.ended = true;
    this.cancelQuietTimer?.();
    this.options.onEnd();
  }
}

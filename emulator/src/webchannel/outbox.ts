// The server-to-client side of a session: numbers every message with a consecutive array id,
// remembers what was written to a back channel and keeps every array until the client
// acknowledges it (AID on any request), so a replacement back channel can resend what the
// previous one may have lost.

import type { JsonValue } from '../rpc/contract.js';
import { makeChannelArray, type ChannelArray } from './framing.js';

export class Outbox {
  /** Arrays not yet acknowledged, in id order. */
  private readonly kept: ChannelArray[] = [];
  private lastIssuedId: number;
  private lastWrittenId: number;
  private acknowledgedId = -1;

  /** @param firstWrittenId the id of the handshake's array, which the handshake reply carries. */
  constructor(firstWrittenId = 0) {
    this.lastIssuedId = firstWrittenId;
    this.lastWrittenId = firstWrittenId;
  }

  /** Numbers a message; it waits here until a back channel takes it. */
  push(payload: JsonValue): ChannelArray {
    const array = makeChannelArray(++this.lastIssuedId, payload);
    this.kept.push(array);
    return array;
  }

  /** The client has every array up to `arrayId`: forget them. */
  acknowledge(arrayId: number): void {
    if (!Number.isInteger(arrayId) || arrayId <= this.acknowledgedId) return;
    this.acknowledgedId = Math.min(arrayId, this.lastIssuedId);
    while (this.kept.length > 0 && this.kept[0]!.id <= this.acknowledgedId) this.kept.shift();
  }

  /** Arrays never written to any back channel. */
  unwritten(): ChannelArray[] {
    return this.kept.filter((array) => array.id > this.lastWrittenId);
  }

  /** Every array the client has not acknowledged: what a newly attached back channel resends. */
  unacknowledged(): ChannelArray[] {
    return [...this.kept];
  }

  /** Records that arrays up to `arrayId` went out on a back channel. */
  markWritten(arrayId: number): void {
    if (arrayId > this.lastWrittenId) this.lastWrittenId = arrayId;
  }

  /** `lastArrayIdSent` of the forward-channel reply. */
  get lastWrittenArrayId(): number {
    return this.lastWrittenId;
  }

  /** `unackedBytes` of the forward-channel reply: written but not yet acknowledged. */
  get unacknowledgedWrittenLength(): number {
    let length = 0;
    for (const array of this.kept) if (array.id <= this.lastWrittenId) length += array.json.length;
    return length;
  }

  get hasUnwritten(): boolean {
    return this.lastIssuedId > this.lastWrittenId;
  }
}

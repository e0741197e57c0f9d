// Delivers forward-channel maps exactly once and in map-id order. A client retries a timed-out
// POST with the same map ids, and over HTTP/2 it may have several POSTs in flight that arrive
// out of order; the stream behind the channel must see each message once, in the order sent.

import type { ForwardMap } from './forward-maps.js';

export class ForwardOrderer {
  private nextMapId = 0;
  private readonly waiting = new Map<number, ForwardMap>();

  /** Accepts maps as they arrive; returns those now deliverable, in order. */
  accept(maps: readonly ForwardMap[]): ForwardMap[] {
    for (const map of maps) {
      if (map.mapId < this.nextMapId || this.waiting.has(map.mapId)) continue; // a retry
      this.waiting.set(map.mapId, map);
    }
    const ready: ForwardMap[] = [];
    for (let map = this.waiting.get(this.nextMapId); map; map = this.waiting.get(this.nextMapId)) {
      this.waiting.delete(this.nextMapId);
      ready.push(map);
      this.nextMapId++;
    }
    return ready;
  }

  /** Maps received ahead of a gap, still waiting for the missing ones. */
  get waitingCount(): number {
    return this.waiting.size;
  }
}

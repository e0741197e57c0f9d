import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox.js';

const ids = (arrays: { id: number }[]) => arrays.map((a) => a.id);

describe('Outbox', () => {
  it('numbers arrays consecutively after the handshake array 0', () => {
    const outbox = new Outbox();
    expect(outbox.push(['a']).id).toBe(1);
    expect(outbox.push(['b']).id).toBe(2);
    expect(outbox.push(['b']).json).toBe('[3,["b"]]');
  });

  it('reports the last written id and the length of written, unacknowledged arrays', () => {
    const outbox = new Outbox();
    const first = outbox.push(['a']);
    const second = outbox.push(['bb']);
    outbox.push(['unwritten']);
    expect(outbox.lastWrittenArrayId).toBe(0);
    expect(outbox.unacknowledgedWrittenLength).toBe(0);
    outbox.markWritten(2);
    expect(outbox.lastWrittenArrayId).toBe(2);
    expect(outbox.unacknowledgedWrittenLength).toBe(first.json.length + second.json.length);
    outbox.acknowledge(1);
    expect(outbox.unacknowledgedWrittenLength).toBe(second.json.length);
  });

  it('keeps every unacknowledged array for a resend and forgets acknowledged ones', () => {
    const outbox = new Outbox();
    outbox.push(['a']);
    outbox.push(['b']);
    outbox.push(['c']);
    outbox.markWritten(3);
    expect(ids(outbox.unacknowledged())).toEqual([1, 2, 3]);
    outbox.acknowledge(2);
    expect(ids(outbox.unacknowledged())).toEqual([3]);
    outbox.acknowledge(1); // stale acks change nothing
    expect(ids(outbox.unacknowledged())).toEqual([3]);
  });

  it('lists only never-written arrays as unwritten', () => {
    const outbox = new Outbox();
    outbox.push(['a']);
    outbox.push(['b']);
    outbox.markWritten(1);
    expect(ids(outbox.unwritten())).toEqual([2]);
    expect(outbox.hasUnwritten).toBe(true);
  });

  it('ignores acknowledgements of arrays never issued', () => {
    const outbox = new Outbox();
    outbox.push(['a']);
    outbox.acknowledge(99);
    expect(outbox.push(['b']).id).toBe(2);
    expect(ids(outbox.unacknowledged())).toEqual([2]);
  });
});

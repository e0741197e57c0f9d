import { describe, expect, it } from 'vitest';
import { ForwardOrderer } from './forward-orderer.js';

const map = (mapId: number) => ({ mapId, message: { n: mapId } });
const ids = (maps: { mapId: number }[]) => maps.map((m) => m.mapId);

describe('ForwardOrderer', () => {
  it('delivers maps in order as they arrive', () => {
    const orderer = new ForwardOrderer();
    expect(ids(orderer.accept([map(0), map(1)]))).toEqual([0, 1]);
    expect(ids(orderer.accept([map(2)]))).toEqual([2]);
  });

  it('drops maps it already delivered (a retried POST)', () => {
    const orderer = new ForwardOrderer();
    orderer.accept([map(0), map(1)]);
    expect(ids(orderer.accept([map(0), map(1)]))).toEqual([]);
    expect(ids(orderer.accept([map(1), map(2)]))).toEqual([2]);
  });

  it('holds maps that arrive ahead of a gap until the gap is filled', () => {
    const orderer = new ForwardOrderer();
    orderer.accept([map(0)]);
    expect(ids(orderer.accept([map(3), map(4)]))).toEqual([]);
    expect(orderer.waitingCount).toBe(2);
    expect(ids(orderer.accept([map(2)]))).toEqual([]);
    expect(ids(orderer.accept([map(1)]))).toEqual([1, 2, 3, 4]);
    expect(orderer.waitingCount).toBe(0);
  });

  it('keeps one copy of a map that arrives twice while waiting', () => {
    const orderer = new ForwardOrderer();
    orderer.accept([map(1)]);
    orderer.accept([map(1)]);
    expect(ids(orderer.accept([map(0)]))).toEqual([0, 1]);
  });
});

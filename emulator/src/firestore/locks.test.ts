import { describe, expect, test } from 'vitest';
import { Code } from '../rpc/contract.js';
import { LockManager } from './locks.js';

describe('per-document locks', () => {
  test('a waiter gets the lock when the holder releases it, in arrival order', async () => {
    const locks = new LockManager(1000);
    const [first, second, third] = [{}, {}, {}];
    await locks.acquire(first, 'd');
    const order: string[] = [];
    const secondWaits = locks.acquire(second, 'd').then(() => order.push('second'));
    const thirdWaits = locks.acquire(third, 'd').then(() => order.push('third'));
    locks.releaseAll(first);
    await secondWaits;
    locks.releaseAll(second);
    await thirdWaits;
    expect(order).toEqual(['second', 'third']);
    expect(locks.holds(third, 'd')).toBe(true);
  });

  test('a wait that would close a cycle is ABORTED at once', async () => {
    const locks = new LockManager(10_000);
    const [a, b] = [{}, {}];
    await locks.acquire(a, 'x');
    await locks.acquire(b, 'y');
    const aWaits = locks.acquire(a, 'y');
    await expect(locks.acquire(b, 'x')).rejects.toMatchObject({ code: Code.ABORTED });
    locks.releaseAll(b);
    await aWaits;
    expect(locks.holds(a, 'y')).toBe(true);
  });

  test('a wait that lasts too long is ABORTED and leaves the queue', async () => {
    const locks = new LockManager(20);
    const [holder, waiter, later] = [{}, {}, {}];
    await locks.acquire(holder, 'd');
    await expect(locks.acquire(waiter, 'd')).rejects.toMatchObject({ code: Code.ABORTED });
    locks.releaseAll(holder);
    expect(locks.tryAcquire(later, 'd')).toBe(true);
  });

  test('readers share a document; a writer waits for them all, and later readers wait for it', async () => {
    const locks = new LockManager(10_000);
    const [reader, otherReader, writer, lateReader] = [{}, {}, {}, {}];
    await locks.acquire(reader, 'd', 'shared');
    await locks.acquire(otherReader, 'd', 'shared');
    const order: string[] = [];
    const writes = locks.acquire(writer, 'd').then(() => order.push('writer'));
    const lateRead = locks.acquire(lateReader, 'd', 'shared').then(() => order.push('late reader'));
    locks.releaseAll(reader);
    expect(locks.holds(writer, 'd')).toBe(false);
    locks.releaseAll(otherReader);
    await writes;
    expect(locks.holds(lateReader, 'd', 'shared')).toBe(false);
    locks.releaseAll(writer);
    await lateRead;
    expect(order).toEqual(['writer', 'late reader']);
  });

  test('of two readers that would both write, the second is ABORTED and the first writes', async () => {
    const locks = new LockManager(10_000);
    const [first, second] = [{}, {}];
    await locks.acquire(first, 'd', 'shared');
    await locks.acquire(second, 'd', 'shared');
    const firstWrites = locks.acquire(first, 'd');
    await expect(locks.acquire(second, 'd')).rejects.toMatchObject({ code: Code.ABORTED });
    locks.releaseAll(second);
    await firstWrites;
    expect(locks.holds(first, 'd')).toBe(true);
  });

  test('a sole reader writes at once, ahead of a writer waiting for it', async () => {
    const locks = new LockManager(10_000);
    const [reader, writer] = [{}, {}];
    await locks.acquire(reader, 'd', 'shared');
    const writerWaits = locks.acquire(writer, 'd');
    await locks.acquire(reader, 'd');
    expect(locks.holds(reader, 'd')).toBe(true);
    locks.releaseAll(reader);
    await writerWaits;
    expect(locks.holds(writer, 'd')).toBe(true);
  });

  test('readers queued behind a writer that gives up go at once', async () => {
    const locks = new LockManager(20);
    const [reader, writer, lateReader] = [{}, {}, {}];
    await locks.acquire(reader, 'd', 'shared');
    const writerGivesUp = locks.acquire(writer, 'd');
    const lateRead = locks.acquire(lateReader, 'd', 'shared');
    await expect(writerGivesUp).rejects.toMatchObject({ code: Code.ABORTED });
    await lateRead;
    expect(locks.holds(lateReader, 'd', 'shared')).toBe(true);
  });
});

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
});

// The staff queue's item actions every kind shares (moveQueueItem, deleteQueueItem): polls and
// trivia each save their own items, but move and delete them the same way.
import { callFunction } from './call-function';
import type { FirebaseServices } from './firebase-services';

/** Swaps an item with its neighbour of the same kind; resolves false at either end. */
export async function moveQueueItem(
  services: FirebaseServices,
  itemId: string,
  direction: 'up' | 'down',
): Promise<boolean> {
  return (await callFunction(services, 'moveQueueItem', { itemId, direction })).moved;
}

/** Removes an item of any kind; resolves false when it was gone already. */
export async function deleteQueueItem(
  services: FirebaseServices,
  itemId: string,
): Promise<boolean> {
  return (await callFunction(services, 'deleteQueueItem', { itemId })).deleted;
}

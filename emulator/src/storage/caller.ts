// Who calls the Storage emulator, from the Authorization header: the web SDK sends
// `Firebase <ID token>`, firebase-admin and rules-unit-testing's rules-disabled context send the
// owner token, and an ID token is decoded unverified, as the Firestore emulator decodes it.
import { authFromIdToken } from '../firestore/access/caller.js';
import { RpcError } from '../rpc/contract.js';
import type { RulesAuth } from '../rules/index.js';
import { StorageError, storageErrors } from './errors.js';

export type StorageCaller = { kind: 'owner' } | { kind: 'client'; auth: RulesAuth | null };

export const OWNER: StorageCaller = { kind: 'owner' };

export function storageCallerOf(authorization: string | undefined): StorageCaller {
  const header = authorization?.trim() ?? '';
  if (header === '') return { kind: 'client', auth: null };
  const match = /^(?:Firebase|Bearer)\s+(\S+)$/i.exec(header);
  if (!match)
    throw storageErrors.unauthenticated('expected "Firebase <token>" or "Bearer <token>"');
  const token = match[1] as string;
  if (token === 'owner') return OWNER;
  try {
    return { kind: 'client', auth: authFromIdToken(token) };
  } catch (error) {
    if (error instanceof RpcError) throw storageErrors.unauthenticated(error.message);
    throw error;
  }
}

/**
 * The caller of an owner-only command (`create_token`, `delete_token`): a header that is no
 * token is just not the owner, refused with 403 as production does, not 401.
 */
export function ownerCommandCaller(authorization: string | undefined): StorageCaller {
  try {
    return storageCallerOf(authorization);
  } catch (error) {
    if (error instanceof StorageError) return { kind: 'client', auth: null };
    throw error;
  }
}

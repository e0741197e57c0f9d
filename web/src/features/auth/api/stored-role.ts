import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { parseRole, paths, type Role } from '@salon/domain';

/**
 * Calls back with the member's current role as userRoles/{uid} holds it (what rules and
 * functions decide powers by; setUserRole writes it with the claim), on every change. A missing
 * document is a plain member; a read error is logged and ignored, as the token's claim stays.
 */
export function subscribeToStoredRole(
  firestore: Firestore,
  uid: string,
  onRole: (role: Role) => void,
): () => void {
  return onSnapshot(
    doc(firestore, paths.userRoles, uid),
    (snapshot) => onRole(parseRole(snapshot.get('role'))),
    (error) => console.warn('Could not follow the stored role.', error),
  );
}

// The calling member as the domain's permission checks see them: uid and role claim.
import type { CallableRequest } from 'firebase-functions/v2/https';
import { parseRole, type Viewer } from '@salon/domain';
import { requireSignedIn } from './callable.js';

export function requireViewer(request: CallableRequest): Viewer {
  const { uid, claims } = requireSignedIn(request);
  return { uid, role: parseRole(claims.role) };
}

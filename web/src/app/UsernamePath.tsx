import { Navigate, Outlet, useParams } from 'react-router';
import { isStorableUsername, normalizeUsernameForSave } from '@salon/domain';

/**
 * /{username} would otherwise swallow every unknown one-segment path. A segment that can be no
 * username goes to /404; a username typed with capitals goes to its stored, lowercase form.
 */
export function UsernamePath() {
  const { username = '' } = useParams();
  if (isStorableUsername(username) && username !== '') return <Outlet />;
  const normalized = normalizeUsernameForSave(username);
  if (normalized !== '' && isStorableUsername(normalized)) {
    return <Navigate to={`/${normalized}`} replace />;
  }
  return <Navigate to="/404" replace />;
}

import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXTS } from '@salon/domain';

/** What visitors see instead of the reply box (forum spec §2). */
export function SignInToReply() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="flat-card sign-in-to-reply">
      <p>{AUTH_TEXTS.signInToJoin}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => void navigate('/auth', { state: { from: location.pathname } })}
      >
        {AUTH_TEXTS.signInToReply}
      </button>
    </div>
  );
}

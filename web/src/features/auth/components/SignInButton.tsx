import { useLocation, useNavigate } from 'react-router';
import { AUTH_TEXTS } from '@salon/domain';

/** The visitor's way in; /auth brings them back to where they were. */
export function SignInButton() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        void navigate('/auth', { state: { from: location.pathname + location.search } });
      }}
    >
      {AUTH_TEXTS.signIn}
    </button>
  );
}

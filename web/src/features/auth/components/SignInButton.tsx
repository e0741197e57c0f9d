import { useLocation, useNavigate } from 'react-router';

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
      Sign In
    </button>
  );
}

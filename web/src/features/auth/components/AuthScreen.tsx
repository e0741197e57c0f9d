import { useNavigate } from 'react-router';
import { AUTH_TEXTS } from '@salon/domain';
import { AuthForm } from './AuthForm';

/** The sign-in / sign-up screen: the form and a way back home. */
export function AuthScreen({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const navigate = useNavigate();
  return (
    <main className="auth-screen">
      <div className="card auth-card">
        <AuthForm onBusyChange={onBusyChange} />
        <button type="button" className="button button--ghost" onClick={() => void navigate('/')}>
          {AUTH_TEXTS.backToHome}
        </button>
      </div>
    </main>
  );
}

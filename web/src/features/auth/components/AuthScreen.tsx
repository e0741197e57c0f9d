import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_TEXTS } from '@salon/domain';
import { AuthForm } from './AuthForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** The sign-in / sign-up screen, or the forgotten-password form, and a way back home. */
export function AuthScreen({ onBusyChange }: { onBusyChange?: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const [forgotPassword, setForgotPassword] = useState(false);
  return (
    <main className="auth-screen">
      <div className="card auth-card">
        {forgotPassword ? (
          <ForgotPasswordForm onBack={() => setForgotPassword(false)} />
        ) : (
          <AuthForm onBusyChange={onBusyChange} onForgotPassword={() => setForgotPassword(true)} />
        )}
        <button type="button" className="button button--ghost" onClick={() => void navigate('/')}>
          {AUTH_TEXTS.backToHome}
        </button>
      </div>
    </main>
  );
}

import { Navigate, useSearchParams } from 'react-router';
import { ResetPasswordForm, VerifyEmailAction } from '../features/auth';

/**
 * /auth/action: where Firebase Auth's e-mails link to (the project's custom action URL,
 * docs/accounts.md). A password reset chooses the new password here, a verification is applied;
 * anything else goes home.
 */
export function AuthActionPage() {
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const mode = params.get('mode');
  if (!code) return <Navigate to="/" replace />;
  if (mode === 'verifyEmail') return <VerifyEmailAction code={code} />;
  if (mode !== 'resetPassword') return <Navigate to="/" replace />;
  return (
    <main className="auth-screen">
      <div className="card auth-card">
        <ResetPasswordForm code={code} />
      </div>
    </main>
  );
}

import { useId, useState } from 'react';
import { toast } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { linkGoogle, unlinkGoogle } from '../api/google-sign-in';
import { GOOGLE_PROVIDER_ID, PASSWORD_PROVIDER_ID } from '../api/providers';
import { GOOGLE_TEXTS, SIGN_IN_METHOD_TEXTS as TEXTS } from '../sign-in-method-texts';
import { FormError } from './FormParts';

/**
 * The own profile's sign-in methods: the password and Google, Google linked or unlinked here. The
 * last way in is never offered for removal: Firebase would remove it and leave an account nobody
 * can open.
 */
export function SignInMethodsSection() {
  const { auth } = useFirebaseServices();
  const titleId = useId();
  const [, setVersion] = useState(0);
  const [busy, setBusy] = useState<'link' | 'unlink' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const user = auth.currentUser;
  if (!user) return null;
  const providers = user.providerData;
  const password = providers.find((info) => info.providerId === PASSWORD_PROVIDER_ID);
  const google = providers.find((info) => info.providerId === GOOGLE_PROVIDER_ID);
  const onlyOne = providers.length <= 1;

  async function change(kind: 'link' | 'unlink') {
    if (!user || busy) return;
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'link') {
        await linkGoogle(auth, user);
        toast(GOOGLE_TEXTS.linked);
      } else {
        await unlinkGoogle(user);
        toast(TEXTS.unlinked);
      }
    } catch (failure) {
      // Auth's messages (with two-step verification's) load only for a failure, as the
      // verification banner's do: the profile shows this section on every visit.
      const { authErrorMessage, isQuietAuthError } = await import('../api/auth-errors');
      if (!isQuietAuthError(failure)) setError(authErrorMessage(failure));
    } finally {
      setBusy(null);
      setVersion((version) => version + 1);
    }
  }

  return (
    <section className="card section-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{TEXTS.sectionTitle}</h2>
      <ul className="sign-in-methods">
        {password ? (
          <li>
            <strong>{TEXTS.password}</strong> {password.email ?? user.email}
            {onlyOne ? <p className="field__help">{TEXTS.onlyMethod}</p> : null}
          </li>
        ) : null}
        <li>
          <strong>{TEXTS.google}</strong> {google ? (google.email ?? '') : TEXTS.notLinked}
          {google && onlyOne ? <p className="field__help">{TEXTS.onlyMethod}</p> : null}
          {google && !onlyOne ? (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void change('unlink')}
            >
              {busy === 'unlink' ? TEXTS.unlinking : TEXTS.unlinkGoogle}
            </button>
          ) : null}
          {!google ? (
            <button
              type="button"
              className="button"
              disabled={busy !== null}
              onClick={() => void change('link')}
            >
              {busy === 'link' ? TEXTS.linking : TEXTS.linkGoogle}
            </button>
          ) : null}
        </li>
      </ul>
      <FormError message={error} />
    </section>
  );
}

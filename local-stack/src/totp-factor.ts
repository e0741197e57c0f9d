// Gives an account a TOTP second factor whose key is chosen in advance (the demo admin's, a test's),
// through our Auth emulator's owner import: the account as it is, with the factor and its key
// added, put back over itself (`allowOverwrite`). The same record the app's enrolment writes
// (`mfaInfo` as Google answers it, the key in our own `totpSecrets`, docs/local-stack.md).
// firebase-tools' emulator has no TOTP factors, so this is for ours only.

/** The factor's id (its `mfaEnrollmentId`) and name, as an authenticator app's enrolment has. */
export const FIXED_TOTP_ENROLLMENT = Object.freeze({
  mfaEnrollmentId: 'authenticator-app',
  displayName: 'Authenticator app',
});

export async function enrolFixedTotpFactor(options: {
  /** The Auth emulator's origin. */
  authUrl: string;
  projectId: string;
  uid: string;
  /** Base32, as authenticator apps take it. */
  secret: string;
}): Promise<void> {
  const api = `${options.authUrl}/identitytoolkit.googleapis.com/v1/projects/${options.projectId}`;
  const headers = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
  const lookup = await fetch(`${api}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ localId: [options.uid] }),
  });
  const found = (await lookup.json()) as { users?: Record<string, unknown>[] };
  const account = found.users?.[0];
  if (!lookup.ok || !account) throw new Error(`no account ${options.uid} to enrol`);
  const { mfaEnrollmentId, displayName } = FIXED_TOTP_ENROLLMENT;
  const response = await fetch(`${api}/accounts:batchCreate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      allowOverwrite: true,
      users: [
        {
          ...account,
          mfaInfo: [
            { mfaEnrollmentId, displayName, enrolledAt: new Date().toISOString(), totpInfo: {} },
          ],
          totpSecrets: { [mfaEnrollmentId]: options.secret },
        },
      ],
    }),
  });
  const answer = (await response.json()) as { error?: unknown[] };
  if (!response.ok || answer.error) {
    throw new Error(`enrolling ${options.uid} failed: ${JSON.stringify(answer)}`);
  }
}

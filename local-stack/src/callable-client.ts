// Demo people signed in to the Auth emulator, calling the project's callable functions over
// HTTP exactly as the client SDK does (`{ data }` in, `{ result }` or `{ error }` out, the ID
// token as a Bearer token), so seeding goes through the same checks as the site.
export interface CallableClient {
  call<Result>(name: string, data: unknown): Promise<Result>;
}

export async function signInForCallables(options: {
  authUrl: string;
  functionsUrl: string;
  projectId: string;
  email: string;
  password: string;
}): Promise<CallableClient> {
  const signIn = await fetch(
    `${options.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: options.email,
        password: options.password,
        returnSecureToken: true,
      }),
    },
  );
  const session = (await signIn.json()) as { idToken?: string; error?: { message: string } };
  if (!session.idToken) {
    throw new Error(
      `signing in ${options.email} failed: ${session.error?.message ?? signIn.status}`,
    );
  }
  const headers = {
    'Content-Type': 'application/json',
    Authorization: `Bearer ${session.idToken}`,
  };
  return {
    async call<Result>(name: string, data: unknown) {
      const url = `${options.functionsUrl}/${options.projectId}/us-central1/${name}`;
      const response = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ data }),
      });
      const body = (await response.json()) as { result?: Result; error?: { message: string } };
      if (body.error || !('result' in body)) {
        throw new Error(
          `${name} as ${options.email} failed: ${body.error?.message ?? response.status}`,
        );
      }
      return body.result as Result;
    },
  };
}

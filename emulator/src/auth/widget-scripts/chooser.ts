// The fake identity provider's account chooser, `/emulator/auth/handler` (the page a popup or
// redirect sign-in opens): lists the identities of the provider the project knows, or adds one,
// and hands the choice to the SDK as an auth event whose response carries the emulator's
// unsigned ID token.

(() => {
  /** An identity as the page is given it (`knownIdentities` in ../widget.ts). */
  interface Identity {
    sub: string;
    email?: string;
    name?: string;
    picture?: string;
  }

  /** The claims of the unsigned ID token the emulator's signInWithIdp reads. */
  interface Claims {
    sub: string;
    email: string | undefined;
    email_verified: boolean;
    name: string | undefined;
    picture?: string | undefined;
  }

  interface AuthEvent {
    type: string;
    eventId: string | null;
    urlResponse: string;
    sessionId: string;
    postBody: string;
    tenantId: string | null;
    error: null;
  }

  function element<T extends HTMLElement>(id: string): T {
    return document.getElementById(id) as T;
  }

  const identities = JSON.parse(element('identities').textContent ?? '[]') as Identity[];
  const query = new URLSearchParams(location.search);
  const apiKey = query.get('apiKey');
  const appName = query.get('appName');
  const authType = query.get('authType') || '';
  const providerId = query.get('providerId') || '';
  const redirectUrl = query.get('redirectUrl');
  const eventId = query.get('eventId');
  const tenantId = query.get('tid');
  const storageKey = `${apiKey}:${appName}`;
  element('provider').textContent = providerId === 'google.com' ? 'Google' : providerId;

  function fail(message: string): void {
    element('error').textContent = message;
  }

  function finish(claims: Claims): void {
    let url =
      location.origin +
      location.pathname +
      '?providerId=' +
      encodeURIComponent(providerId) +
      '&id_token=' +
      encodeURIComponent(JSON.stringify(claims));
    // A SAML provider answers with an assertion naming the address.
    if (/^saml\./.test(providerId)) {
      const assertion = { assertion: { subject: { nameId: claims.email } } };
      url += '&SAMLResponse=' + encodeURIComponent(JSON.stringify(assertion));
    }
    const authEvent: AuthEvent = {
      type: authType,
      eventId,
      urlResponse: url,
      sessionId: 'NotUsedByTheEmulator',
      postBody: '',
      tenantId,
      error: null,
    };
    if (/popup/i.test(authType)) {
      if (!sendToOpenerFrame(authEvent)) {
        fail('The page that opened this window is gone. Close it and try again.');
      }
    } else if (redirectUrl) {
      sessionStorage['firebase:redirectEvent:' + storageKey] = JSON.stringify(authEvent);
      location.assign(redirectUrl);
    } else {
      fail('No page to return to (redirectUrl missing).');
    }
  }

  // The popup hands the event to the emulator's frame inside the page that opened it.
  function sendToOpenerFrame(authEvent: AuthEvent): boolean {
    const opener = window.opener as Window | null;
    if (!opener) return false;
    let sent = false;
    for (let i = 0; i < opener.frames.length; i++) {
      try {
        const frame = opener.frames[i] as Window;
        const params = new URLSearchParams(frame.location.search);
        if (
          frame.location.origin === location.origin &&
          params.get('apiKey') === apiKey &&
          params.get('appName') === appName
        ) {
          frame.postMessage(
            { eventType: 'sendAuthEvent', data: { authEvent, storageKey } },
            location.origin,
          );
          sent = true;
        }
      } catch {
        // A frame of another origin: not ours.
      }
    }
    return sent;
  }

  function randomSub(): string {
    let digits = '';
    for (let i = 0; i < 21; i++) digits += Math.floor(Math.random() * 10);
    return digits;
  }

  const list = element('accounts');
  for (const identity of identities) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = identity.name || '(no display name)';
    const email = document.createElement('span');
    email.textContent = identity.email || '';
    button.appendChild(email);
    button.addEventListener('click', () => {
      finish({
        sub: identity.sub,
        email: identity.email,
        email_verified: true,
        name: identity.name,
        picture: identity.picture,
      });
    });
    item.appendChild(button);
    list.appendChild(item);
  }
  element('no-accounts').hidden = identities.length > 0;

  element<HTMLFormElement>('add').addEventListener('submit', (event) => {
    event.preventDefault();
    const email = element<HTMLInputElement>('email').value.trim();
    const name = element<HTMLInputElement>('name').value.trim();
    if (email.indexOf('@') < 1) return fail('Enter an email address.');
    finish({ sub: randomSub(), email, email_verified: true, name: name || undefined });
  });
})();

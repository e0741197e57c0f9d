// The SDK's hidden frame, `/emulator/auth/iframe`: takes a popup's auth event (by postMessage
// from the chooser) or, once the page first pings it, the event a redirect sign-in left in
// sessionStorage, and passes it to the page through the gapi stand-in's messages
// (gapi-stand-in.ts); it also answers the SDK's question whether web storage works.

(() => {
  /** A message between this frame and the page's stand-in: `gapiStandIn` says which kind. */
  interface StandInMessage {
    gapiStandIn?: 'send' | 'reply' | 'ping';
    id?: string;
    type?: string;
    data?: unknown;
    result?: unknown;
  }

  /** The chooser's message from the popup. */
  interface ChooserMessage {
    eventType?: string;
    data?: { authEvent?: unknown };
  }

  const query = new URLSearchParams(location.search);
  const storageKey = `${query.get('apiKey')}:${query.get('appName')}`;
  let nextId = 0;
  const waiting: Record<string, (result: unknown) => void> = {};
  let started = false;

  function sendToPage(type: string, data: unknown, onReply?: (result: unknown) => void): void {
    const id = 'frame-' + nextId++;
    if (onReply) waiting[id] = onReply;
    parent.postMessage({ gapiStandIn: 'send', id, type, data }, '*');
  }

  function sendAuthEvent(authEvent: unknown): void {
    sendToPage('authEvent', {
      type: 'authEvent',
      authEvent: authEvent || { type: 'unknown', error: { code: 'auth/no-auth-event' } },
    });
  }

  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    const message = (event.data || {}) as StandInMessage & ChooserMessage;
    if (message.eventType === 'sendAuthEvent' && event.origin === location.origin) {
      // From the emulator's popup page.
      sendAuthEvent(message.data && message.data.authEvent);
      return;
    }
    if (event.source !== parent || !message.gapiStandIn) return;
    if (message.gapiStandIn === 'reply') {
      const onReply = waiting[message.id ?? ''];
      delete waiting[message.id ?? ''];
      if (onReply) onReply(message.result);
    } else if (message.gapiStandIn === 'ping') {
      parent.postMessage({ gapiStandIn: 'reply', id: message.id, result: [] }, '*');
      if (!started) {
        started = true;
        // A redirect sign-in left its event here (same origin as the chooser page).
        const stored = sessionStorage['firebase:redirectEvent:' + storageKey] as string | undefined;
        delete sessionStorage['firebase:redirectEvent:' + storageKey];
        sendAuthEvent(stored ? JSON.parse(stored) : null);
      }
    } else if (message.gapiStandIn === 'send') {
      const result = message.type === 'webStorageSupport' ? [{ webStorageSupport: true }] : [];
      parent.postMessage({ gapiStandIn: 'reply', id: message.id, result }, '*');
    }
  });
})();

// The pages a browser's popup or redirect sign-in opens on an Auth emulator, offline:
// - `/emulator/auth/handler`: the fake identity provider's account chooser (as firebase-tools'
//   emulator has one): pick an identity of that provider the project knows, or add one; the
//   choice becomes the emulator's unsigned ID token, handed to the SDK as an auth event, which the
//   SDK then sends to `signInWithIdp`.
// - `/emulator/auth/iframe`: the hidden frame the SDK embeds to receive those events (from the
//   popup by postMessage, or after a redirect from sessionStorage) and pass them to the page.
// - `/emulator/auth/gapi.js`: the page side of that frame's messaging. In production the SDK loads
//   Google's `gapi.iframes` from apis.google.com for it, which an offline machine cannot reach;
//   loaded first, this stand-in provides the few calls the SDK makes (open, ping, restyle,
//   register, send), speaking plain postMessage with the emulator's own frame and nothing else.
import type { ProjectAccounts } from './accounts.js';

export interface IdpIdentity {
  sub: string;
  email?: string;
  name?: string;
  picture?: string;
}

/** The identities of `providerId` the project's accounts are linked to, for the chooser. */
export function knownIdentities(accounts: ProjectAccounts, providerId: string): IdpIdentity[] {
  return accounts.sorted().flatMap((account) =>
    (account.providerUserInfo ?? [])
      .filter((info) => info.providerId === providerId && info.rawId)
      .map((info) => ({
        sub: info.rawId ?? '',
        ...(info.email !== undefined && { email: info.email }),
        ...(info.displayName !== undefined && { name: info.displayName }),
        ...(info.photoUrl !== undefined && { picture: info.photoUrl }),
      })),
  );
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function handlerPage(identities: IdpIdentity[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in - Auth emulator</title>
<style>
  body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #1f2328; }
  h1 { font-size: 1.25rem; }
  p.note { color: #59636e; font-size: 0.875rem; }
  ul { list-style: none; padding: 0; }
  li button { width: 100%; text-align: left; padding: 0.6rem 0.8rem; margin: 0.25rem 0; border: 1px solid #d1d9e0; border-radius: 6px; background: #fff; cursor: pointer; }
  li button span { display: block; color: #59636e; font-size: 0.875rem; }
  form { display: grid; gap: 0.5rem; margin-top: 1.5rem; }
  input { padding: 0.4rem; }
  form button { padding: 0.5rem; }
  #error { color: #b42318; }
</style>
</head>
<body>
<main>
  <h1>Sign in with <span id="provider"></span></h1>
  <p class="note">Auth emulator: no real account is used. Pick an identity, or add one.</p>
  <ul id="accounts" aria-label="Accounts"></ul>
  <p id="no-accounts" class="note" hidden>No identities of this provider in the emulator yet.</p>
  <form id="add" aria-labelledby="add-heading">
    <h2 id="add-heading">Add new account</h2>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" required autocomplete="off">
    <label for="name">Display name</label>
    <input id="name" name="name" autocomplete="off">
    <p id="error" role="alert"></p>
    <button type="submit">Sign in with new account</button>
  </form>
</main>
<script>
var identities = ${scriptJson(identities)};
var query = new URLSearchParams(location.search);
var apiKey = query.get('apiKey');
var appName = query.get('appName');
var authType = query.get('authType') || '';
var providerId = query.get('providerId') || '';
var redirectUrl = query.get('redirectUrl');
var eventId = query.get('eventId');
var tenantId = query.get('tid');
var storageKey = apiKey + ':' + appName;
document.getElementById('provider').textContent = providerId === 'google.com' ? 'Google' : providerId;

function fail(message) {
  document.getElementById('error').textContent = message;
}

function finish(claims) {
  var url = location.origin + location.pathname + '?providerId=' + encodeURIComponent(providerId) +
    '&id_token=' + encodeURIComponent(JSON.stringify(claims));
  // A SAML provider answers with an assertion naming the address.
  if (/^saml\\./.test(providerId)) {
    url += '&SAMLResponse=' + encodeURIComponent(JSON.stringify({ assertion: { subject: { nameId: claims.email } } }));
  }
  var authEvent = {
    type: authType, eventId: eventId, urlResponse: url, sessionId: 'NotUsedByTheEmulator',
    postBody: '', tenantId: tenantId, error: null
  };
  if (/popup/i.test(authType)) {
    if (!sendToOpenerFrame(authEvent)) fail('The page that opened this window is gone. Close it and try again.');
  } else if (redirectUrl) {
    sessionStorage['firebase:redirectEvent:' + storageKey] = JSON.stringify(authEvent);
    location.assign(redirectUrl);
  } else {
    fail('No page to return to (redirectUrl missing).');
  }
}

// The popup hands the event to the emulator's frame inside the page that opened it.
function sendToOpenerFrame(authEvent) {
  if (!window.opener) return false;
  var sent = false;
  for (var i = 0; i < window.opener.frames.length; i++) {
    try {
      var frame = window.opener.frames[i];
      var params = new URLSearchParams(frame.location.search);
      if (frame.location.origin === location.origin && params.get('apiKey') === apiKey && params.get('appName') === appName) {
        frame.postMessage({ eventType: 'sendAuthEvent', data: { authEvent: authEvent, storageKey: storageKey } }, location.origin);
        sent = true;
      }
    } catch (e) {
      // A frame of another origin: not ours.
    }
  }
  return sent;
}

function randomSub() {
  var digits = '';
  for (var i = 0; i < 21; i++) digits += Math.floor(Math.random() * 10);
  return digits;
}

var list = document.getElementById('accounts');
identities.forEach(function (identity) {
  var item = document.createElement('li');
  var button = document.createElement('button');
  button.type = 'button';
  button.textContent = identity.name || '(no display name)';
  var email = document.createElement('span');
  email.textContent = identity.email || '';
  button.appendChild(email);
  button.addEventListener('click', function () {
    finish({ sub: identity.sub, email: identity.email, email_verified: true, name: identity.name, picture: identity.picture });
  });
  item.appendChild(button);
  list.appendChild(item);
});
document.getElementById('no-accounts').hidden = identities.length > 0;

document.getElementById('add').addEventListener('submit', function (event) {
  event.preventDefault();
  var email = document.getElementById('email').value.trim();
  var name = document.getElementById('name').value.trim();
  if (email.indexOf('@') < 1) return fail('Enter an email address.');
  finish({ sub: randomSub(), email: email, email_verified: true, name: name || undefined });
});
</script>
</body>
</html>
`;
}

/** The SDK's hidden frame: popup events in, the redirect event on start, web storage answered. */
export function iframePage(): string {
  return `<!doctype html>
<meta charset="utf-8">
<title>Auth emulator frame</title>
<script>
var query = new URLSearchParams(location.search);
var storageKey = query.get('apiKey') + ':' + query.get('appName');
var nextId = 0;
var waiting = {};
var started = false;

function sendToPage(type, data, onReply) {
  var id = 'frame-' + nextId++;
  if (onReply) waiting[id] = onReply;
  parent.postMessage({ gapiStandIn: 'send', id: id, type: type, data: data }, '*');
}

function sendAuthEvent(authEvent) {
  sendToPage('authEvent', {
    type: 'authEvent',
    authEvent: authEvent || { type: 'unknown', error: { code: 'auth/no-auth-event' } }
  });
}

window.addEventListener('message', function (event) {
  var message = event.data || {};
  if (message.eventType === 'sendAuthEvent' && event.origin === location.origin) {
    // From the emulator's popup page.
    sendAuthEvent(message.data && message.data.authEvent);
    return;
  }
  if (event.source !== parent || !message.gapiStandIn) return;
  if (message.gapiStandIn === 'reply') {
    var onReply = waiting[message.id];
    delete waiting[message.id];
    if (onReply) onReply(message.result);
  } else if (message.gapiStandIn === 'ping') {
    parent.postMessage({ gapiStandIn: 'reply', id: message.id, result: [] }, '*');
    if (!started) {
      started = true;
      // A redirect sign-in left its event here (same origin as the chooser page).
      var stored = sessionStorage['firebase:redirectEvent:' + storageKey];
      delete sessionStorage['firebase:redirectEvent:' + storageKey];
      sendAuthEvent(stored ? JSON.parse(stored) : null);
    }
  } else if (message.gapiStandIn === 'send') {
    var result = message.type === 'webStorageSupport' ? [{ webStorageSupport: true }] : [];
    parent.postMessage({ gapiStandIn: 'reply', id: message.id, result: result }, '*');
  }
});
</script>
`;
}

/** The page-side stand-in for `gapi.iframes`, served as JavaScript. */
export function gapiStandIn(): string {
  return `(function () {
  if (window.gapi && window.gapi.iframes && window.gapi.iframes.Iframe) return;
  var nextId = 0;

  function Iframe(element) {
    var self = this;
    this.element = element;
    this.handlers = {};
    this.queued = {};
    this.waiting = {};
    window.addEventListener('message', function (event) {
      if (event.source !== element.contentWindow) return;
      var message = event.data || {};
      if (message.gapiStandIn === 'reply') {
        var onReply = self.waiting[message.id];
        delete self.waiting[message.id];
        if (onReply) onReply(message.result);
      } else if (message.gapiStandIn === 'send') {
        if (self.handlers[message.type]) self.deliver(message);
        else (self.queued[message.type] = self.queued[message.type] || []).push(message);
      }
    });
  }
  Iframe.prototype.post = function (kind, type, data, onReply) {
    var id = 'page-' + nextId++;
    if (onReply) this.waiting[id] = onReply;
    this.element.contentWindow.postMessage({ gapiStandIn: kind, id: id, type: type, data: data }, '*');
  };
  Iframe.prototype.deliver = function (message) {
    var result;
    try {
      result = this.handlers[message.type](message.data);
    } catch (error) {
      result = { status: 'ERROR' };
    }
    this.element.contentWindow.postMessage({ gapiStandIn: 'reply', id: message.id, result: [result] }, '*');
  };
  Iframe.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var queued = this.queued[type] || [];
    delete this.queued[type];
    for (var i = 0; i < queued.length; i++) this.deliver(queued[i]);
  };
  Iframe.prototype.send = function (type, data, onReply) {
    this.post('send', type, data, function (result) {
      try {
        if (onReply) onReply(result);
      } catch (error) {
        // The SDK's callback throws after answering; gapi swallows it too.
      }
    });
  };
  Iframe.prototype.restyle = function () {
    return Promise.resolve();
  };
  Iframe.prototype.ping = function (onReply) {
    var self = this;
    return new Promise(function (resolve) {
      var answered = false;
      function ask() {
        if (answered) return;
        self.post('ping', 'ping', null, function (result) {
          if (answered) return;
          answered = true;
          if (onReply) onReply(result);
          resolve(result);
        });
      }
      if (self.loaded) ask();
      else self.element.addEventListener('load', ask);
    });
  };

  var context = {
    open: function (options, onOpened) {
      var element = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(element.style, attributes.style);
        else element.setAttribute(name, attributes[name]);
      });
      var iframe = new Iframe(element);
      element.addEventListener('load', function () { iframe.loaded = true; });
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      return onOpened(iframe);
    }
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    Iframe: Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    getContext: function () { return context; }
  };
})();
`;
}

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
//
// The pages' scripts are browser modules of their own in widget-scripts/ (checked against the
// DOM's types by that folder's tsconfig), built into dist/auth/widget-scripts/, and inlined into
// the two pages or served as gapi.js from there.
import { readFileSync } from 'node:fs';
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

/**
 * The built scripts' folder, named from src/auth/ and dist/auth/ alike: the emulator run from its
 * sources (its own suites) serves the scripts `npm run build -w emulator` built.
 */
const BUILT_SCRIPTS = new URL('../../dist/auth/widget-scripts/', import.meta.url);
const builtScripts = new Map<string, string>();

function builtScript(name: 'chooser' | 'frame' | 'gapi-stand-in'): string {
  let text = builtScripts.get(name);
  if (text === undefined) {
    const file = new URL(`${name}.js`, BUILT_SCRIPTS);
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new Error(`${file.pathname} is not built: run npm run build -w emulator`);
    }
    builtScripts.set(name, text);
  }
  return text;
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
<script type="application/json" id="identities">${scriptJson(identities)}</script>
<script>
${builtScript('chooser')}</script>
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
${builtScript('frame')}</script>
`;
}

/** The page-side stand-in for `gapi.iframes`, served as JavaScript. */
export function gapiStandIn(): string {
  return builtScript('gapi-stand-in');
}

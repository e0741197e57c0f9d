// The one table the launcher prints when everything is up.
import type { StackConfig } from './config.js';
import { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.js';
import { FAKE_SPOTIFY_PORT } from './fake-spotify/server.js';
import { MAIL_HTTP_PORT, MAIL_SMTP_PORT } from './mail-server/server.js';

export function readyTable(config: StackConfig, options: { ephemeral: boolean }): string {
  const { host, ports, projectId } = config;
  const rows: [string, string][] = [
    ['Site', `http://${host}:${ports.web}`],
    ['Firestore emulator', `${host}:${ports.firestore}`],
    ['Auth emulator', `http://${host}:${ports.auth}`],
    ['Storage emulator', `http://${host}:${ports.storage}`],
    ['Functions', `http://${host}:${ports.functions}/${projectId}/us-central1/{name}`],
    ['Fake Spotify', `http://${host}:${FAKE_SPOTIFY_PORT} (docs/streaming.md)`],
    ['Mail inbox', `http://${host}:${MAIL_HTTP_PORT} (SMTP ${host}:${MAIL_SMTP_PORT})`],
    ['Project', projectId],
    ['Data kept in', options.ephemeral ? 'memory only (--ephemeral)' : config.dataDir],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  // A person with two-step verification (the demo admin) needs its key's code too (README).
  const noteOf = (person: (typeof DEMO_PEOPLE)[number]) =>
    person.totpSecret
      ? `two-step verification key ${person.totpSecret} (README)`
      : person.isPrivate
        ? 'private profile'
        : '';
  const accounts = DEMO_PEOPLE.map((person) =>
    `  ${person.email.padEnd(28)} ${person.role.padEnd(10)} ${noteOf(person)}`.trimEnd(),
  );
  return [
    '',
    `The Social Home of Classical Music is running locally. Ctrl-C stops it${options.ephemeral ? '.' : ' and saves the data.'}`,
    '',
    ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`),
    '',
    `Demo accounts (password for all: ${DEMO_PASSWORD}):`,
    ...accounts,
    '',
  ].join('\n');
}

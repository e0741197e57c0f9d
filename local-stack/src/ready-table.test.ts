// The one table `npm start` prints when it is ready: every URL a person needs, where the data is
// kept, and the demo accounts with their password.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readStackConfig } from './config.js';
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people.js';
import { readyTable } from './ready-table.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = readStackConfig(root);

describe('readyTable', () => {
  it('names the site, each emulator on firebase.json’s ports, the mail inbox, the project and the data folder', () => {
    const table = readyTable(config, { ephemeral: false });
    expect(table).toContain('http://127.0.0.1:5173');
    expect(table).toContain('127.0.0.1:8080');
    expect(table).toContain('http://127.0.0.1:9099');
    expect(table).toMatch(/Storage emulator\s+http:\/\/127\.0\.0\.1:9199/);
    expect(table).toContain('http://127.0.0.1:5001/demo-classical-home/us-central1/{name}');
    expect(table).toMatch(/Mail inbox\s+http:\/\/127\.0\.0\.1:1080 \(SMTP 127\.0\.0\.1:2525\)/);
    expect(table).toContain(config.dataDir);
    expect(table).toContain('Ctrl-C stops it and saves the data.');
  });

  it('lists every demo account with its role, and the one password', () => {
    const table = readyTable(config, { ephemeral: false });
    expect(table).toContain(`password for all: ${DEMO_PASSWORD}`);
    for (const person of DEMO_PEOPLE) {
      expect(table).toMatch(new RegExp(`${person.email}\\s+${person.role}`));
    }
    expect(table).toMatch(/lili@demo\.example\s+user\s+private profile/);
    expect(table).toMatch(
      new RegExp(
        `admin@demo\\.example\\s+admin\\s+two-step verification key ${DEMO_ADMIN_TOTP_SECRET}`,
      ),
    );
  });

  it('says nothing is saved when the data is kept in memory', () => {
    const table = readyTable(config, { ephemeral: true });
    expect(table).toContain('memory only (--ephemeral)');
    expect(table).toContain('Ctrl-C stops it.');
    expect(table).not.toContain(config.dataDir);
  });
});

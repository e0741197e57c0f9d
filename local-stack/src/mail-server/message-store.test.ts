import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { MessageStore, storedMessage } from './message-store.js';

const source = (to: string) =>
  [
    'From: The Salon <salon@localhost>',
    `To: Someone <${to}>`,
    'Subject: Hello',
    'X-Long: first part',
    '  continued',
    'Received: from a',
    'Received: from b',
    '',
    'Body',
  ].join('\r\n');

async function message(to: string) {
  return storedMessage(await simpleParser(source(to)), { from: 'salon@localhost', to: [to] });
}

describe('the message store', () => {
  it('unfolds headers and keeps every value of a repeated one', async () => {
    const { headers, to } = await message('clara@demo.example');
    expect(headers['x-long']).toBe('first part  continued');
    expect(headers.received).toBe('from a\nfrom b');
    expect(to).toEqual(['clara@demo.example']);
  });

  it('keeps the newest thousand messages, newest first, filtered by recipient', async () => {
    const store = new MessageStore();
    const first = await message('first@demo.example');
    store.add(first);
    for (let index = 0; index < 1000; index += 1) store.add(await message(`${index}@demo.example`));
    const all = store.list();
    expect(all).toHaveLength(1000);
    expect(all[0]?.to).toEqual(['999@demo.example']);
    expect(store.get(first.id)).toBeUndefined();
    expect(store.list({ to: '5@DEMO.example' }).map((kept) => kept.to)).toEqual([
      ['5@demo.example'],
    ]);
  });
});

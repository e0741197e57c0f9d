import { describe, expect, test } from 'vitest';
import { documentNameSize, documentSize } from './document-size.js';

describe('document size', () => {
  test('matches the worked example of the Firestore storage-size guide', () => {
    // users/jeff/tasks/my_task_id: 6 + 5 + 6 + 11 + 16 = 44 bytes.
    expect(documentNameSize('users/jeff/tasks/my_task_id')).toBe(44);
    // type 5+9, done 5+1, priority 9+8, description 12+22: 71 bytes of fields, + 44 + 32.
    const size = documentSize('users/jeff/tasks/my_task_id', {
      type: { stringValue: 'Personal' },
      done: { booleanValue: false },
      priority: { integerValue: '1' },
      description: { stringValue: 'Learn Cloud Firestore' },
    });
    expect(size).toBe(147);
  });
});

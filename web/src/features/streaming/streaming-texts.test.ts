import { describe, expect, it } from 'vitest';
import { countMeaning, countText } from './streaming-texts';

describe('what a count means', () => {
  it('names points for a ranking and plays for a history', () => {
    expect(countText('rank-score', 143)).toBe('143 points');
    expect(countText('plays', 1)).toBe('1 play');
    expect(countMeaning('rank-score')).toContain('gives no play counts');
    expect(
      countMeaning('plays', {
        periodStart: new Date('2026-03-01T12:00:00Z'),
        periodEnd: new Date('2026-08-31T12:00:00Z'),
      }),
    ).toBe(
      'Plays of 30 seconds or more between Mar 1, 2026 and Aug 31, 2026, from your listening history.',
    );
  });
});

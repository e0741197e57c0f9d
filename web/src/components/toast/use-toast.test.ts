import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { getToasts, resetToastsForTests } from './toast-store';
import { toastFailure } from './use-toast';

afterEach(() => {
  resetToastsForTests();
});

const slowDown = { title: 'Slow Down', description: 'You are posting too quickly.' };

describe('toastFailure', () => {
  it("shows the server's own toast when it sent one, destructive", () => {
    toastFailure(new AppError('rejected', 'too fast', slowDown), {
      title: 'Error',
      description: 'Failed to post.',
    });
    expect(getToasts()).toEqual([expect.objectContaining({ ...slowDown, variant: 'destructive' })]);
  });

  it("shows the action's own words otherwise, from the failure when asked", () => {
    const shown = () =>
      getToasts().map(({ title, description, variant }) => [title, description, variant]);
    toastFailure(new Error('offline'), { title: 'Error', description: 'Failed to post.' });
    expect(shown()).toEqual([['Error', 'Failed to post.', 'destructive']]);
    toastFailure(new AppError('permissionDenied', 'Not yours.'), (failure) => ({
      title: 'Could Not Answer',
      description: failure.message,
    }));
    expect(shown()).toEqual([['Could Not Answer', 'Not yours.', 'destructive']]);
  });
});

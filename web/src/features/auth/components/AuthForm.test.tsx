import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { visitor } from '../../../test/providers';
import { signInWithEmail } from '../api/sign-in';
import { signUpWithEmail } from '../api/sign-up';
import { AuthForm } from './AuthForm';

vi.mock('../api/sign-in', () => ({ signInWithEmail: vi.fn() }));
vi.mock('../api/sign-up', () => ({ signUpWithEmail: vi.fn() }));

const user = userEvent.setup();

function renderForm() {
  return renderWithProviders(<AuthForm />, { session: visitor, path: '/auth' });
}

async function switchToSignUp() {
  await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
}

async function fillCredentials(email = 'clara@example.com', password = 'secret123') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
}

function usernameInput() {
  return screen.getByLabelText('Username') as HTMLInputElement;
}

function submit(name: 'Sign In' | 'Sign Up') {
  return user.click(screen.getByRole('button', { name }));
}

/** Opens Sign Up, fills every field (the terms accepted unless told) and submits. */
async function submitSignUp(username: string, { acceptTerms = true } = {}) {
  renderForm();
  await switchToSignUp();
  await fillCredentials();
  await user.type(usernameInput(), username);
  if (acceptTerms) await user.click(screen.getByRole('checkbox'));
  await submit('Sign Up');
}

function errorBox() {
  return screen.queryByRole('alert');
}

/** A promise the test settles when it wants, to look at the busy state in between. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('AuthForm', () => {
  beforeEach(() => {
    vi.mocked(signInWithEmail).mockReset();
    vi.mocked(signUpWithEmail).mockReset();
  });

  describe('sign in', () => {
    it('has a required email field of type email and a required password field', () => {
      renderForm();
      const email = screen.getByLabelText('Email') as HTMLInputElement;
      const password = screen.getByLabelText('Password') as HTMLInputElement;
      expect(email.type).toBe('email');
      expect(email.required).toBe(true);
      expect(password.type).toBe('password');
      expect(password.required).toBe(true);
      expect(screen.queryByLabelText('Username')).toBeNull();
    });

    it('signs in with the typed credentials', async () => {
      vi.mocked(signInWithEmail).mockResolvedValue();
      renderForm();
      await fillCredentials();
      await submit('Sign In');
      expect(signInWithEmail).toHaveBeenCalledWith(expect.anything(), {
        email: 'clara@example.com',
        password: 'secret123',
      });
    });

    it('reads "Loading..." and is disabled while busy', async () => {
      const pending = deferred<void>();
      vi.mocked(signInWithEmail).mockReturnValue(pending.promise);
      renderForm();
      await fillCredentials();
      await submit('Sign In');
      const button = screen.getByRole('button', { name: 'Loading...' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      pending.resolve();
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    });

    it("shows the server's message in the red box above the button", async () => {
      vi.mocked(signInWithEmail).mockRejectedValue(
        new FirebaseError('auth/invalid-credential', 'Firebase: Error (auth/invalid-credential).'),
      );
      renderForm();
      await fillCredentials();
      await submit('Sign In');
      const box = await screen.findByRole('alert');
      expect(box.textContent).toBe('Invalid login credentials');
      expect(box.className).toContain('form-error');
      const button = screen.getByRole('button', { name: 'Sign In' });
      expect(box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows "Email is required." live once the email field is left empty', async () => {
      renderForm();
      await user.click(screen.getByLabelText('Email'));
      expect(screen.queryByText('Email is required.')).toBeNull();
      await user.tab();
      expect(screen.getByText('Email is required.')).toBeTruthy();
      expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    });
  });

  describe('toggle', () => {
    it('toggles between Sign In and Sign Up with the spec texts', async () => {
      renderForm();
      expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
      await switchToSignUp();
      expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
      expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
      expect(screen.getByRole('button', { name: "Don't have an account? Sign up" })).toBeTruthy();
    });

    it('clears the error box when switching', async () => {
      vi.mocked(signInWithEmail).mockRejectedValue(new FirebaseError('auth/user-disabled', 'x'));
      renderForm();
      await fillCredentials();
      await submit('Sign In');
      expect(await screen.findByRole('alert')).toBeTruthy();
      await switchToSignUp();
      expect(errorBox()).toBeNull();
    });
  });

  describe('sign up', () => {
    it('adds the username field with its helper text and the terms checkbox', async () => {
      renderForm();
      await switchToSignUp();
      expect(usernameInput()).toBeTruthy();
      expect(
        screen.getByText('3-20 characters, letters/numbers/underscore/hyphen only, no spaces.'),
      ).toBeTruthy();
      expect(usernameInput().getAttribute('aria-describedby')).toContain('auth-username-help');
      expect(
        screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and Privacy Policy' }),
      ).toBeTruthy();
    });

    it('opens the Terms of Use and Privacy Policy in new tabs', async () => {
      renderForm();
      await switchToSignUp();
      const terms = screen.getByRole('link', { name: 'Terms of Use' });
      const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
      expect(terms.getAttribute('href')).toBe('/terms-of-use');
      expect(privacy.getAttribute('href')).toBe('/privacy-policy');
      for (const link of [terms, privacy]) {
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      }
    });

    it('strips spaces and lowercases the username as it is typed', async () => {
      renderForm();
      await switchToSignUp();
      await user.type(usernameInput(), 'Clara Schumann');
      expect(usernameInput().value).toBe('claraschumann');
    });

    it.each([
      ['ab', 'Username must be at least 3 characters long'],
      ['a'.repeat(21), 'Username must be less than 20 characters'],
      ['clara.s', 'Username can only contain letters, numbers, underscores, and hyphens'],
      ['clara_', 'Username cannot end with punctuation'],
      ['_clara', 'Username cannot start with punctuation'],
      ['cla__ra', 'Username cannot have consecutive punctuation marks'],
    ])('shows the live message for "%s": %s', async (typed, message) => {
      renderForm();
      await switchToSignUp();
      await user.type(usernameInput(), typed);
      expect(screen.getByText(message)).toBeTruthy();
      expect(usernameInput().getAttribute('aria-invalid')).toBe('true');
    });

    it('shows "Username is required" live when the field is emptied', async () => {
      renderForm();
      await switchToSignUp();
      await user.type(usernameInput(), 'cl');
      await user.clear(usernameInput());
      expect(screen.getByText('Username is required')).toBeTruthy();
    });

    it('shows the inappropriate-language message for a blocked word', async () => {
      renderForm();
      await switchToSignUp();
      await user.type(usernameInput(), 'genocide-fan');
      expect(
        screen.getByText(
          'Username contains inappropriate language. Please choose a different username',
        ),
      ).toBeTruthy();
    });

    it('shows no message for a valid username', async () => {
      renderForm();
      await switchToSignUp();
      await user.type(usernameInput(), 'clara_s');
      expect(usernameInput().getAttribute('aria-invalid')).toBe('false');
      expect(screen.getByText('', { selector: '#auth-username-error' }).textContent).toBe('');
    });

    it('blocks submit while the username is invalid', async () => {
      await submitSignUp('ab');
      expect(errorBox()?.textContent).toBe(
        'Please fix the username validation errors before submitting.',
      );
      expect(signUpWithEmail).not.toHaveBeenCalled();
    });

    it('blocks submit until the terms are accepted', async () => {
      await submitSignUp('clara', { acceptTerms: false });
      expect(errorBox()?.textContent).toBe(
        'Please agree to the Terms of Use and Privacy Policy to continue.',
      );
      expect(signUpWithEmail).not.toHaveBeenCalled();
    });

    it('clears the blocking message once the user acts on it', async () => {
      await submitSignUp('clara', { acceptTerms: false });
      expect(errorBox()).toBeTruthy();
      await user.click(screen.getByRole('checkbox'));
      expect(errorBox()).toBeNull();
    });

    it('signs up, then toasts the success and the e-mail check', async () => {
      vi.mocked(signUpWithEmail).mockResolvedValue({ verificationEmailSent: true });
      await submitSignUp('Clara');

      expect(signUpWithEmail).toHaveBeenCalledWith(
        expect.anything(),
        expect.anything(),
        { email: 'clara@example.com', password: 'secret123', username: 'clara' },
        `${window.location.origin}/`,
      );
      const toasts = screen.getByRole('region', { name: /^Messages/ });
      expect(await within(toasts).findByText('Account created successfully!')).toBeTruthy();
      expect(
        within(toasts).getByText('Please check your email to verify your account.'),
      ).toBeTruthy();
    });

    it('reads "Loading..." while signing up', async () => {
      const pending = deferred<{ verificationEmailSent: boolean }>();
      vi.mocked(signUpWithEmail).mockReturnValue(pending.promise);
      await submitSignUp('clara');
      expect(screen.getByRole('button', { name: 'Loading...' })).toBeTruthy();
      pending.reject(new FirebaseError('auth/email-already-in-use', 'x'));
      await waitFor(() => expect(errorBox()?.textContent).toBe('User already registered'));
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
    });

    it('shows a lost username race in the red box', async () => {
      const { inputRefused } = await import('../../../lib/app-error');
      vi.mocked(signUpWithEmail).mockRejectedValue(
        inputRefused('That username is already taken. Try another one?'),
      );
      await submitSignUp('clara');
      expect((await screen.findByRole('alert')).textContent).toBe(
        'That username is already taken. Try another one?',
      );
    });
  });
});

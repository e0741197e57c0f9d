import { useLive, type LiveState } from '../../../hooks/use-live';
import { subscribeToBounce, subscribeToMailChoices } from '../api/mail-api';
import type { Bounce, MailChoices } from '../api/types';

/** The member's saved e-mail choices (the defaults before any), live. */
export function useMailChoices(uid: string): LiveState<MailChoices> {
  return useLive(subscribeToMailChoices, uid, 'the e-mail choices');
}

/** The address that refused the member's mail (null: none), live. */
export function useBounce(uid: string): LiveState<Bounce | null> {
  return useLive(subscribeToBounce, uid, 'the mail state');
}

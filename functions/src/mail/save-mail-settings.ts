// The member's e-mail choices from their profile: each kind's frequency, the weekly digest, and
// the language and time zone their browser reports, for the dates in their e-mail.
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { saveMailSettingsInput } from '@salon/domain';
import { parseInput } from '../shared/callable.js';
import { requireMember } from '../shared/caller.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { mailSettingsRef } from './mail-refs.js';

export const saveMailSettings = onCall(async (request) => {
  const { uid } = await requireMember(request);
  const settings = parseInput(saveMailSettingsInput, request.data);
  await takeRateLimit(uid, 'saveMailSettings');
  await mailSettingsRef(uid).set({ ...settings, updatedAt: FieldValue.serverTimestamp() });
  return { saved: true as const };
});

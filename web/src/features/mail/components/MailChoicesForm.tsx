import { useState, type FormEvent } from 'react';
import {
  MAIL_FREQUENCIES,
  MAIL_KINDS,
  MAIL_TEXTS,
  type MailFrequency,
  type MailKind,
} from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { Checkbox } from '../../../components/ui/Checkbox';
import { LabelledSelect, type SelectOption } from '../../../components/ui/LabelledSelect';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { saveMailChoices } from '../api/mail-api';
import type { MailChoices } from '../api/types';
import { browserLocale, browserTimeZone } from '../browser-place';

const FREQUENCY_OPTIONS: readonly SelectOption<MailFrequency>[] = MAIL_FREQUENCIES.map(
  (frequency) => ({ value: frequency, label: MAIL_TEXTS.frequencyLabels[frequency] }),
);

/**
 * How often each kind is e-mailed, and the weekly digest. Each control starts from the saved
 * choice, live, until the member changes it; saving sends every choice, with the language and time
 * zone their e-mail's dates are written in.
 */
export function MailChoicesForm({ saved }: { saved: MailChoices }) {
  const services = useFirebaseServices();
  // The member's changes; what they have not touched follows the saved choices.
  const [changed, setChanged] = useState<Partial<Record<MailKind, MailFrequency>>>({});
  const [digestChanged, setDigestChanged] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const frequencies = { ...saved.frequencies, ...changed };
  const weeklyDigest = digestChanged ?? saved.weeklyDigest;

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await saveMailChoices(services, {
        frequencies,
        weeklyDigest,
        locale: browserLocale(),
        timeZone: browserTimeZone(),
      });
      toast({ title: MAIL_TEXTS.saved });
    } catch (error) {
      toastFailure(error, (failure) => ({
        title: MAIL_TEXTS.saveFailed,
        description: failure.reason ?? 'Please try again.',
      }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="mail-choices" onSubmit={(event) => void save(event)}>
      {MAIL_KINDS.map((kind) => (
        <LabelledSelect
          key={kind}
          className="field"
          label={MAIL_TEXTS.kindLabels[kind]}
          value={frequencies[kind]}
          options={FREQUENCY_OPTIONS}
          onChange={(frequency) => setChanged((before) => ({ ...before, [kind]: frequency }))}
        />
      ))}
      <Checkbox
        label={MAIL_TEXTS.weeklyDigestLabel}
        checked={weeklyDigest}
        onChange={setDigestChanged}
      />
      <div>
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {MAIL_TEXTS.save}
        </button>
      </div>
    </form>
  );
}

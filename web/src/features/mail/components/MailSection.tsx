import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIL_TEXTS } from '@salon/domain';
import { useSession } from '../../../lib/session/session-context';
import { useBounce, useMailChoices } from '../hooks/use-mail';
import { MailChoicesForm } from './MailChoicesForm';
import '../mail.css';

/** The section's anchor: every e-mail links to /profile#email. */
const ANCHOR = 'email';

/**
 * The own profile's e-mail choices: why mail stopped when the address refused it, a note while
 * the address is unverified (the choices still save, for when it is), and the form. The router
 * does not scroll to a fragment, and the section appears only once the profile has loaded, so it
 * scrolls itself into view when the address names it.
 */
export function MailSection({ uid }: { uid: string }) {
  const headingId = useId();
  const session = useSession();
  const choices = useMailChoices(uid);
  const bounce = useBounce(uid);
  const { hash } = useLocation();
  const sectionRef = useRef<HTMLElement>(null);
  const scrolled = useRef(false);
  const ready = choices.status !== 'loading';

  useEffect(() => {
    if (!ready || scrolled.current || hash !== `#${ANCHOR}`) return;
    scrolled.current = true;
    sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);

  const unverified = session.status === 'signedIn' && !session.user.emailVerified;
  return (
    <section ref={sectionRef} id={ANCHOR} className="card mail-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{MAIL_TEXTS.sectionTitle}</h2>
      {bounce.status === 'ready' && bounce.value ? (
        <p className="form-error" role="alert">
          {MAIL_TEXTS.bounced(bounce.value.address, bounce.value.answer)}
        </p>
      ) : null}
      {bounce.status === 'unavailable' ? <p className="meta">{MAIL_TEXTS.stateFailed}</p> : null}
      {unverified ? <p className="mail-section__note">{MAIL_TEXTS.unverified}</p> : null}
      <p className="meta">{MAIL_TEXTS.intro}</p>
      {choices.status === 'loading' ? <p className="meta">{MAIL_TEXTS.loading}</p> : null}
      {choices.status === 'unavailable' ? <p>{MAIL_TEXTS.loadFailed}</p> : null}
      {choices.status === 'ready' ? <MailChoicesForm saved={choices.value} /> : null}
    </section>
  );
}

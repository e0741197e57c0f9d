import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  maskProfanity,
  triviaDayKey,
  triviaRightCountLine,
  TRIVIA_TEXTS,
  TRIVIA_TOASTS,
} from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { useRequireSignIn } from '../../../hooks/use-require-sign-in';
import { useViewer } from '../../../hooks/use-viewer';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { answerTrivia } from '../api/trivia-day';
import type { OwnTriviaAnswer, TriviaDayItem } from '../api/types';
import { useOwnAnswer, useTriviaDay } from '../hooks/use-trivia-day';
import { TriviaTags } from './TriviaTags';
import '../trivia.css';

/** What the member learns once answered: from answerTrivia at once, then from their answer. */
type Verdict = OwnTriviaAnswer;

/**
 * The Salon's daily trivia (docs/trivia.md): today's question (UTC), answered once. Before
 * answering the member sees the answers only (the right one is in no document they can read);
 * answerTrivia then says right or wrong, and the member's answer document brings the right
 * answer and the explanation on every later visit. Visitors may choose, and are asked to sign in.
 */
export function TriviaCard() {
  const headingId = useId();
  // The day the page opened on: after midnight UTC answering it is refused as closed.
  const [dayKey] = useState(() => triviaDayKey(Date.now()));
  const day = useTriviaDay(dayKey);
  // Nothing until the day is read: the card arrives whole after the Salon has hydrated, with no
  // placeholder (the Salon promises none, docs/sharing.md).
  if (day.status === 'loading') return null;
  return (
    <section className="trivia" aria-labelledby={headingId}>
      <h2 id={headingId}>{TRIVIA_TEXTS.heading}</h2>
      {day.value === null ? (
        <p className="flat-card meta">{TRIVIA_TEXTS.noQuestion}</p>
      ) : (
        <TriviaQuestion day={day.value} />
      )}
    </section>
  );
}

function TriviaQuestion({ day }: { day: TriviaDayItem }) {
  const viewer = useViewer();
  const own = useOwnAnswer(day.dayKey, viewer?.uid ?? null);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const questionId = useId();
  const shown: Verdict | null = own.status === 'ready' && own.value !== null ? own.value : verdict;
  return (
    <article className="flat-card trivia__card" aria-labelledby={questionId}>
      <p id={questionId} className="trivia__question">
        {maskProfanity(day.question)}
      </p>
      <TriviaTags composer={day.composer} period={day.period} />
      {/* Present from the start, so a screen reader announces the verdict when it arrives. */}
      <p
        aria-live="polite"
        className={
          shown !== null && shown.answerIndex === shown.correctIndex
            ? 'trivia__verdict trivia__verdict--right'
            : 'trivia__verdict'
        }
      >
        {shown === null ? null : verdictText(shown)}
      </p>
      {/* The member's own answer is read before the ballot shows, so it never flashes. */}
      {own.status === 'loading' ? null : shown !== null ? (
        <TriviaResult day={day} verdict={shown} />
      ) : (
        <TriviaBallot day={day} onAnswered={setVerdict} />
      )}
    </article>
  );
}

function TriviaBallot({
  day,
  onAnswered,
}: {
  day: TriviaDayItem;
  onAnswered: (verdict: Verdict) => void;
}) {
  const services = useFirebaseServices();
  const requireSignIn = useRequireSignIn();
  const name = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (selected === null) {
      toast({ ...TRIVIA_TOASTS.noSuchAnswer, variant: 'destructive' });
      return;
    }
    if (!requireSignIn()) return;
    setBusy(true);
    try {
      const answered = await answerTrivia(services, { dayKey: day.dayKey, answerIndex: selected });
      onAnswered({ ...answered, answerIndex: selected });
    } catch (error) {
      toastFailure(error, (failure) => ({
        title: 'Could Not Answer',
        description: failure.message,
      }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="trivia__ballot" onSubmit={(event) => void submit(event)}>
      <fieldset className="choices">
        <legend className="visually-hidden">{TRIVIA_TEXTS.answersLabel}</legend>
        {day.answers.map((answer, index) => (
          <label key={index} className={selected === index ? 'choice choice--selected' : 'choice'}>
            <input
              type="radio"
              name={name}
              value={index}
              checked={selected === index}
              onChange={() => setSelected(index)}
            />
            {maskProfanity(answer)}
          </label>
        ))}
      </fieldset>
      <div className="form-buttons">
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? TRIVIA_TEXTS.submitting : TRIVIA_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}

function verdictText(verdict: Verdict): string {
  return verdict.answerIndex === verdict.correctIndex ? TRIVIA_TEXTS.right : TRIVIA_TEXTS.wrong;
}

function TriviaResult({ day, verdict }: { day: TriviaDayItem; verdict: Verdict }) {
  return (
    <div className="trivia__result">
      <ul className="trivia__answers" aria-label={TRIVIA_TEXTS.answersLabel}>
        {day.answers.map((answer, index) => (
          <li
            key={index}
            className={
              index === verdict.correctIndex
                ? 'trivia__answer trivia__answer--right'
                : index === verdict.answerIndex
                  ? 'trivia__answer trivia__answer--chosen'
                  : 'trivia__answer'
            }
          >
            {maskProfanity(answer)}
            {index === verdict.correctIndex ? (
              <span className="trivia__mark"> (right answer)</span>
            ) : null}
            {index === verdict.answerIndex && index !== verdict.correctIndex ? (
              <span className="trivia__mark"> (your answer)</span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="trivia__explanation">{maskProfanity(verdict.explanation)}</p>
      <p className="meta">
        {triviaRightCountLine(day.rightCount, day.answeredCount)} ·{' '}
        <Link to="/trivia/leaderboard">{TRIVIA_TEXTS.leaderboardLink}</Link>
      </p>
    </div>
  );
}

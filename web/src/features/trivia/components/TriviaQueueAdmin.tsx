import { useId, useState, type FormEvent } from 'react';
import {
  TRIVIA_ANSWER_MAX_LENGTH,
  TRIVIA_COMPOSER_MAX_LENGTH,
  TRIVIA_EXPLANATION_MAX_LENGTH,
  TRIVIA_MAX_ANSWERS,
  TRIVIA_PERIODS,
  TRIVIA_QUESTION_MAX_LENGTH,
  TRIVIA_TEXTS,
  TRIVIA_TOASTS,
  validateTriviaDraft,
  type TriviaDraft,
} from '@salon/domain';
import { toast, toastFailure } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { QueueDraftCheckbox } from '../../../components/queue/QueueDraftCheckbox';
import { QueueList } from '../../../components/queue/QueueList';
import { saveTriviaQuestion } from '../api/trivia-api';
import type { TriviaQueueEntry } from '../api/types';
import { useTriviaQueue } from '../hooks/use-trivia-queue';
import '../trivia.css';

const EMPTY_DRAFT: TriviaDraft = {
  question: '',
  answers: Array.from({ length: TRIVIA_MAX_ANSWERS }, () => ''),
  correctIndex: null,
  explanation: '',
  composer: '',
  period: '',
};

function showFailure(error: unknown) {
  toastFailure(error, (failure) => ({
    title: 'Something Went Wrong',
    description: failure.message,
  }));
}

/**
 * The admin panel's trivia tools (docs/trivia.md): the question editor and the queue the
 * schedule opens one question a day from, first to last; drafts wait until queued.
 */
export function TriviaQueueAdmin() {
  const [editing, setEditing] = useState<TriviaQueueEntry | null>(null);
  return (
    <div className="trivia-admin">
      <TriviaEditor key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      <TriviaQueueList onEdit={setEditing} />
    </div>
  );
}

function draftOf(item: TriviaQueueEntry): TriviaDraft {
  const { content } = item;
  return {
    question: content.question,
    answers: Array.from({ length: TRIVIA_MAX_ANSWERS }, (_, i) => content.answers[i] ?? ''),
    correctIndex: content.correctIndex,
    explanation: content.explanation,
    composer: content.composer ?? '',
    period: content.period ?? '',
  };
}

function TriviaEditor({
  editing,
  onDone,
}: {
  editing: TriviaQueueEntry | null;
  onDone: () => void;
}) {
  const services = useFirebaseServices();
  const headingId = useId();
  const fieldId = useId();
  const [draft, setDraft] = useState<TriviaDraft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [isDraft, setIsDraft] = useState(editing?.status === 'draft');
  const [busy, setBusy] = useState(false);
  const change = (fields: Partial<TriviaDraft>) =>
    setDraft((current) => ({ ...current, ...fields }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const refusal = validateTriviaDraft(draft);
    if (refusal) {
      toast({ ...refusal, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      await saveTriviaQuestion(services, {
        ...draft,
        answers: [...draft.answers],
        itemId: editing?.id ?? null,
        status: isDraft ? 'draft' : 'queued',
      });
      toast(TRIVIA_TOASTS.questionSaved);
      setDraft(EMPTY_DRAFT);
      setIsDraft(false);
      onDone();
    } catch (error) {
      showFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="flat-card trivia-editor" aria-labelledby={headingId}>
      <h2 id={headingId}>{editing ? TRIVIA_TEXTS.editingHeading : TRIVIA_TEXTS.editorHeading}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={`${fieldId}-question`}>Question</label>
        <textarea
          id={`${fieldId}-question`}
          value={draft.question}
          maxLength={TRIVIA_QUESTION_MAX_LENGTH}
          rows={2}
          onChange={(event) => change({ question: event.target.value })}
        />
        <fieldset className="trivia-editor__answers">
          <legend>Answers (2 to {TRIVIA_MAX_ANSWERS}; mark the right one)</legend>
          {draft.answers.map((answer, index) => (
            <div key={index} className="trivia-editor__answer">
              <input
                type="radio"
                name={`${fieldId}-right`}
                id={`${fieldId}-right-${index}`}
                checked={draft.correctIndex === index}
                onChange={() => change({ correctIndex: index })}
              />
              <label htmlFor={`${fieldId}-right-${index}`} className="visually-hidden">
                Answer {index + 1} is right
              </label>
              <label htmlFor={`${fieldId}-answer-${index}`} className="visually-hidden">
                Answer {index + 1}
              </label>
              <input
                id={`${fieldId}-answer-${index}`}
                type="text"
                value={answer}
                maxLength={TRIVIA_ANSWER_MAX_LENGTH}
                placeholder={`Answer ${index + 1}${index < 2 ? '' : ' (optional)'}`}
                onChange={(event) =>
                  change({
                    answers: draft.answers.map((old, i) =>
                      i === index ? event.target.value : old,
                    ),
                  })
                }
              />
            </div>
          ))}
        </fieldset>
        <label htmlFor={`${fieldId}-explanation`}>Explanation</label>
        <textarea
          id={`${fieldId}-explanation`}
          value={draft.explanation}
          maxLength={TRIVIA_EXPLANATION_MAX_LENGTH}
          rows={3}
          onChange={(event) => change({ explanation: event.target.value })}
        />
        <div className="trivia-editor__tags">
          <div>
            <label htmlFor={`${fieldId}-composer`}>Composer (optional)</label>
            <input
              id={`${fieldId}-composer`}
              type="text"
              value={draft.composer}
              maxLength={TRIVIA_COMPOSER_MAX_LENGTH}
              onChange={(event) => change({ composer: event.target.value })}
            />
          </div>
          <div>
            <label htmlFor={`${fieldId}-period`}>Period (optional)</label>
            <select
              id={`${fieldId}-period`}
              value={draft.period}
              onChange={(event) => change({ period: event.target.value })}
            >
              <option value="">None</option>
              {TRIVIA_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period.charAt(0).toUpperCase() + period.slice(1)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <QueueDraftCheckbox checked={isDraft} onChange={setIsDraft} />
        <div className="form-buttons">
          {editing ? (
            <button type="button" className="button button--ghost" onClick={onDone}>
              Cancel
            </button>
          ) : null}
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {editing ? 'Save Changes' : 'Add to Queue'}
          </button>
        </div>
      </form>
    </section>
  );
}

function TriviaQueueList({ onEdit }: { onEdit: (item: TriviaQueueEntry) => void }) {
  const queue = useTriviaQueue();
  return (
    <section className="trivia-queue" aria-labelledby="trivia-queue-heading">
      <h2 id="trivia-queue-heading">{TRIVIA_TEXTS.queueHeading}</h2>
      <QueueList
        queue={queue}
        empty={<p>{TRIVIA_TEXTS.queueEmpty}</p>}
        describe={(item) => ({
          title: item.content.question,
          details: `${item.status === 'draft' ? 'Draft' : 'Queued'} · Right answer: ${item.content.answers[item.content.correctIndex]}`,
          onEdit: () => onEdit(item),
          deletedToast: TRIVIA_TOASTS.questionDeleted,
        })}
      />
    </section>
  );
}

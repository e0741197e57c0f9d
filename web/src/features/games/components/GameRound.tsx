import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { GAMES, GAME_LEVELS, GAME_TEXTS, type ServedPrompt } from '@salon/domain';
import { toastFailure } from '../../../components/toast/use-toast';
import { useFirebaseServices } from '../../../lib/firebase-services';
import { useSession } from '../../../lib/session/session-context';
import {
  answerGameQuestion,
  nextGameQuestion,
  revealGameBar,
  startGameRound,
} from '../api/games-api';
import type { GameKit, Practice, PracticeQuestion } from '../game-kit';
import { describePrompt, questionHeading } from '../prompt-words';
import { playPrompt } from '../sound';
import { Staff } from './Staff';
import '../games.css';

interface Question {
  /** 0-based. */
  readonly index: number;
  /** The round's length; null in practice, which goes on until the player stops. */
  readonly total: number | null;
  readonly prompt: ServedPrompt;
  /** Practice only: a scored round's answer stays with the functions. */
  readonly answer: string | null;
  readonly credit: string | null;
}

interface Result {
  readonly right: boolean;
  readonly answer: string;
  /** null in practice. */
  readonly points: number | null;
  /** Name the work, once a theme's work is answered: the theme in full. */
  readonly credit: string | null;
}

interface Over {
  readonly score: number;
  readonly best: number | null;
  readonly newBest: boolean;
}

type Focus = 'question' | 'next' | 'again' | 'practise' | null;

/**
 * A game's page (docs/games.md): a level, then for visitors unscored practice drawn in the page
 * (until they stop it), for members a scored round the functions draw and score. Every question
 * is written out in words (read out politely as it changes) and can be shown on a staff before
 * answering, for players who cannot hear it; a theme (Name the work) is always shown, bar by bar,
 * each further bar asked for. The answer is a radio group with a submit button, so the whole game
 * is played by keyboard, focus moving to the question, then to Next.
 */
export function GameRound({ kit, onRoundOver }: { kit: GameKit; onRoundOver?: () => void }) {
  const services = useFirebaseServices();
  const session = useSession();
  const ids = { level: useId(), heading: useId(), answers: useId(), over: useId() };
  const levels = GAME_LEVELS[kit.game];
  const [level, setLevel] = useState(1);
  const [roundId, setRoundId] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [needChoice, setNeedChoice] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [score, setScore] = useState(0);
  const [over, setOver] = useState<Over | null>(null);
  const [busy, setBusy] = useState(false);
  const [showNotes, setShowNotes] = useState(false);
  const [soundFailed, setSoundFailed] = useState(false);
  const [focus, setFocus] = useState<{ target: Focus }>({ target: null });
  const practice = useRef<Practice | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const practiseRef = useRef<HTMLButtonElement>(null);

  // Focus follows the game once React has drawn the element it moves to.
  useEffect(() => {
    const target = {
      question: headingRef,
      next: nextRef,
      again: againRef,
      practise: practiseRef,
      none: null,
    }[focus.target ?? 'none'];
    target?.current?.focus();
  }, [focus]);

  const play = (prompt: ServedPrompt) => {
    playPrompt(prompt).then(
      () => setSoundFailed(false),
      (error: unknown) => {
        console.warn('Could not play the question.', error);
        setSoundFailed(true);
      },
    );
  };

  const ask = (next: Question) => {
    setQuestion(next);
    setChosen(null);
    setNeedChoice(false);
    setResult(null);
    setFocus({ target: 'question' });
    play(next.prompt);
  };

  const stop = (error: unknown) => {
    toastFailure(error, (failure) => ({
      title: GAME_TEXTS.stopped,
      description: failure.reason ?? failure.message,
    }));
    setRoundId(null);
    setQuestion(null);
    setResult(null);
  };

  const askPractice = (index: number, drawn: PracticeQuestion) =>
    ask({ index, total: null, prompt: drawn.prompt, answer: drawn.answer, credit: drawn.credit });

  const practise = async () => {
    if (busy) return;
    setBusy(true);
    try {
      practice.current = await kit.practice(level);
      askPractice(0, practice.current.next());
    } catch (error) {
      stop(error);
    } finally {
      setBusy(false);
    }
  };

  const stopPractice = () => {
    practice.current = null;
    setQuestion(null);
    setResult(null);
    setFocus({ target: 'practise' });
  };

  const startRound = async () => {
    if (busy) return;
    setBusy(true);
    setOver(null);
    setScore(0);
    try {
      const round = await startGameRound(services, { game: kit.game, level });
      setRoundId(round.roundId);
      const served = await nextGameQuestion(services, { roundId: round.roundId });
      ask({
        index: served.index,
        total: round.total,
        prompt: served.prompt,
        answer: null,
        credit: null,
      });
    } catch (error) {
      stop(error);
    } finally {
      setBusy(false);
    }
  };

  const next = async () => {
    if (!question || busy) return;
    if (roundId === null) {
      if (practice.current) askPractice(question.index + 1, practice.current.next());
      return;
    }
    setBusy(true);
    try {
      const served = await nextGameQuestion(services, { roundId });
      ask({ ...question, index: served.index, prompt: served.prompt });
    } catch (error) {
      stop(error);
    } finally {
      setBusy(false);
    }
  };

  /** Name the work: one more bar, shown and played from the start. */
  const reveal = async () => {
    if (!question || result || busy) return;
    let prompt: ServedPrompt | null = null;
    if (roundId === null) {
      prompt = practice.current?.reveal?.() ?? null;
    } else {
      setBusy(true);
      try {
        prompt = (await revealGameBar(services, { roundId, index: question.index })).prompt;
      } catch (error) {
        stop(error);
      } finally {
        setBusy(false);
      }
    }
    if (!prompt) return;
    setQuestion({ ...question, prompt });
    if (prompt.kind === 'theme' && prompt.bars.length === prompt.totalBars) {
      setFocus({ target: 'question' });
    }
    play(prompt);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question || result || busy) return;
    if (chosen === null) return setNeedChoice(true);
    setNeedChoice(false);
    if (roundId === null) {
      setResult({
        right: chosen === question.answer,
        answer: question.answer!,
        points: null,
        credit: question.credit,
      });
      return setFocus({ target: 'next' });
    }
    setBusy(true);
    try {
      const scored = await answerGameQuestion(services, {
        roundId,
        index: question.index,
        answer: chosen,
      });
      setResult({
        right: scored.right,
        answer: scored.answer,
        points: scored.points,
        credit: scored.credit,
      });
      setScore(scored.score);
      if (scored.finished) {
        setOver({ score: scored.score, best: scored.best, newBest: scored.newBest });
        setRoundId(null);
        setFocus({ target: 'again' });
        onRoundOver?.();
      } else {
        setFocus({ target: 'next' });
      }
    } catch (error) {
      stop(error);
    } finally {
      setBusy(false);
    }
  };

  const inRound = roundId !== null;
  const practising = !inRound && question !== null && over === null;
  const prompt = question?.prompt;
  const theme = prompt?.kind === 'theme' ? prompt : null;

  return (
    <section className="games-game" aria-labelledby={ids.heading + '-game'}>
      <h1 id={ids.heading + '-game'}>{GAMES[kit.game].name}</h1>
      <p>{GAMES[kit.game].description}</p>
      <div className="games-game__controls">
        <div className="field">
          <label htmlFor={ids.level}>{GAME_TEXTS.levelLabel}</label>
          <select
            id={ids.level}
            value={level}
            disabled={inRound || practising}
            onChange={(event) => setLevel(Number(event.target.value))}
          >
            {levels.map((item, index) => (
              <option key={item.name} value={index + 1}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
        {session.status === 'signedIn' ? (
          !inRound && !over ? (
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => void startRound()}
            >
              {GAME_TEXTS.start}
            </button>
          ) : null
        ) : session.status === 'signedOut' ? (
          <>
            {question === null ? (
              <button
                type="button"
                ref={practiseRef}
                className="button button--primary"
                disabled={busy}
                onClick={() => void practise()}
              >
                {GAME_TEXTS.practice}
              </button>
            ) : (
              <button type="button" className="button button--ghost" onClick={stopPractice}>
                {GAME_TEXTS.stopPractice}
              </button>
            )}
            <p className="meta">{GAME_TEXTS.signInToScore}</p>
          </>
        ) : null}
      </div>

      {soundFailed && <p role="alert">{GAME_TEXTS.soundFailed}</p>}

      {question && (
        <div className="games-question">
          <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
            {questionHeading(question.prompt, question.index, question.total)}
          </h2>
          {theme && <p className="games-question__part">{GAME_TEXTS.themePart[theme.part]}</p>}
        </div>
      )}
      {/* Always there, so a screen reader announces each new question's notes. */}
      <p className="games-question__prompt" aria-live="polite">
        {prompt ? describePrompt(prompt) : ''}
      </p>
      {question && prompt && (
        <div className="games-question">
          <div className="games-question__tools">
            <button type="button" className="button button--ghost" onClick={() => play(prompt)}>
              {GAME_TEXTS.replay}
            </button>
            {theme ? (
              result === null &&
              (theme.bars.length < theme.totalBars ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={busy}
                  onClick={() => void reveal()}
                >
                  {GAME_TEXTS.nextBar}
                </button>
              ) : (
                <p className="meta">{GAME_TEXTS.allBars}</p>
              ))
            ) : (
              <label className="games-question__show-notes">
                <input
                  type="checkbox"
                  checked={showNotes}
                  onChange={(event) => setShowNotes(event.target.checked)}
                />{' '}
                {GAME_TEXTS.showNotes}
              </label>
            )}
          </div>
          {(showNotes || result || theme) && <Staff prompt={prompt} />}
          <form className="games-answers" onSubmit={(event) => void submit(event)}>
            <fieldset disabled={result !== null}>
              <legend>{GAME_TEXTS.answersLabel}</legend>
              {prompt.choices.map((id) => (
                <label
                  key={id}
                  className={
                    result?.answer === id
                      ? 'games-answers__choice games-answers__choice--right'
                      : 'games-answers__choice'
                  }
                >
                  <input
                    type="radio"
                    name={ids.answers}
                    value={id}
                    checked={chosen === id}
                    onChange={() => {
                      setChosen(id);
                      setNeedChoice(false);
                    }}
                  />{' '}
                  {kit.choiceLabel(id)}
                </label>
              ))}
            </fieldset>
            {result === null && (
              <button type="submit" className="button button--primary" disabled={busy}>
                {GAME_TEXTS.answer}
              </button>
            )}
            {needChoice && <p role="alert">{GAMES[kit.game].chooseFirst}</p>}
          </form>
        </div>
      )}
      {/* Always there, so the verdict is announced even as focus moves on to Next. */}
      <div role="status" className="games-result">
        {result && (
          <>
            <p
              className={
                result.right
                  ? 'games-result__verdict games-result__verdict--right'
                  : 'games-result__verdict'
              }
            >
              {result.right ? GAME_TEXTS.right : GAME_TEXTS.wrong(kit.choiceLabel(result.answer))}
            </p>
            {result.credit && <p>{result.credit}</p>}
            {result.points !== null && (
              <dl className="games-result__points">
                <div>
                  <dt>{GAME_TEXTS.pointsEarned}</dt>
                  <dd>{GAME_TEXTS.score(result.points)}</dd>
                </div>
                <div>
                  <dt>{GAME_TEXTS.runningScore}</dt>
                  <dd>{GAME_TEXTS.score(score)}</dd>
                </div>
              </dl>
            )}
          </>
        )}
      </div>
      {result && !over && (
        <button
          type="button"
          ref={nextRef}
          className="button button--primary"
          disabled={busy}
          onClick={() => void next()}
        >
          {GAME_TEXTS.next}
        </button>
      )}
      {over && (
        <section className="games-over" aria-labelledby={ids.over}>
          <h2 id={ids.over}>{GAME_TEXTS.roundOver}</h2>
          <dl className="games-result__points">
            <div>
              <dt>{GAME_TEXTS.runningScore}</dt>
              <dd>{GAME_TEXTS.score(over.score)}</dd>
            </div>
            {over.best !== null && (
              <div>
                <dt>{GAME_TEXTS.personalBest}</dt>
                <dd>{GAME_TEXTS.score(over.best)}</dd>
              </div>
            )}
          </dl>
          {over.newBest && <p className="games-over__new-best">{GAME_TEXTS.newBest}</p>}
          <button
            type="button"
            ref={againRef}
            className="button button--primary"
            disabled={busy}
            onClick={() => void startRound()}
          >
            {GAME_TEXTS.play}
          </button>
        </section>
      )}
    </section>
  );
}

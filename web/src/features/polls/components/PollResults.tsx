import { maskProfanity, pollResults } from '@salon/domain';
import type { PollItem } from '../api/types';
import { votesLabel } from '../vote-count';

/**
 * The locked options (forum spec §2, §9): each option's count and rounded share, the member's
 * choices highlighted.
 */
export function PollResults({
  poll,
  chosenOptionIds,
}: {
  poll: PollItem;
  chosenOptionIds: readonly string[];
}) {
  return (
    <ul className="poll-results" aria-label="Results">
      {pollResults(poll).map((option) => {
        const chosen = chosenOptionIds.includes(option.id);
        return (
          <li
            key={option.id}
            className={chosen ? 'poll-result poll-result--chosen' : 'poll-result'}
            aria-current={chosen ? 'true' : undefined}
          >
            <div className="poll-result__row">
              <span className="poll-result__text">
                {maskProfanity(option.optionText)}
                {chosen ? <span className="poll-result__badge">Your vote</span> : null}
              </span>
              <span className="poll-result__numbers">
                <span className="poll-result__count">{votesLabel(option.voteCount)}</span>
                <span className="poll-result__percentage">{option.percentage}%</span>
              </span>
            </div>
            <div className="poll-result__bar" aria-hidden="true">
              <div className="poll-result__fill" style={{ width: `${option.percentage}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

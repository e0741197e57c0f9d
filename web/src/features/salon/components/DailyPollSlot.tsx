import { DailyPoll } from '../../polls/components/DailyPoll';

/** The daily poll section of The Salon (forum spec §2); the poll itself is features/polls. */
export function DailyPollSlot() {
  return (
    <div className="salon-poll-slot" data-slot="daily-poll">
      <DailyPoll />
    </div>
  );
}

/**
 * Where the daily poll section goes (forum spec §2). The poll is its own issue: until it lands
 * this slot renders nothing, so no fake poll is ever shown.
 */
export function DailyPollSlot() {
  return <div className="salon-poll-slot" data-slot="daily-poll" />;
}

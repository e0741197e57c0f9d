/** Whether a poll takes ballots at `now` (ms): active, and before its closing time if it has one. */
export function isPollOpen(
  poll: { readonly isActive: boolean; readonly closesAt: Date | null },
  now: number,
): boolean {
  return poll.isActive && (poll.closesAt === null || now < poll.closesAt.getTime());
}

/** The poll the Salon shows: the newest active one, or null ("No polls available"). */
export function newestActivePoll<
  T extends { readonly isActive: boolean; readonly createdAt: Date },
>(polls: readonly T[]): T | null {
  return polls
    .filter((poll) => poll.isActive)
    .reduce<T | null>(
      (newest, poll) =>
        newest === null || poll.createdAt.getTime() > newest.createdAt.getTime() ? poll : newest,
      null,
    );
}

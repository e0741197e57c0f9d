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

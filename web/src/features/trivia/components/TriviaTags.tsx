import { maskProfanity } from '@salon/domain';

/** A question's composer and period, when staff tagged them. */
export function TriviaTags({
  composer,
  period,
}: {
  composer: string | null;
  period: string | null;
}) {
  if (composer === null && period === null) return null;
  const tags = [composer === null ? null : maskProfanity(composer), period && capitalised(period)];
  return <p className="meta trivia__tags">{tags.filter(Boolean).join(' · ')}</p>;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A list's "Show more", read a page at a time: disabled and busy while the next page loads. */
export function ShowMoreButton({
  label,
  loading,
  onPress,
}: {
  label: string;
  loading: boolean;
  onPress: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--ghost"
      disabled={loading}
      aria-busy={loading}
      onClick={onPress}
    >
      {label}
    </button>
  );
}

/** Shown while auth state or a page's code loads; announced as "Loading". */
export function Spinner() {
  return (
    <div className="spinner-wrap">
      <div className="spinner" role="status" aria-label="Loading">
        <span className="visually-hidden">Loading</span>
      </div>
    </div>
  );
}

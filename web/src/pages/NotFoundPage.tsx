import { Link } from 'react-router';

/** Spec 2 §2: where every unknown path ends up. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1 className="not-found__code">404</h1>
      <p className="not-found__message">Oops! Page not found</p>
      <Link to="/" className="button button--primary">
        Return to Home
      </Link>
    </main>
  );
}

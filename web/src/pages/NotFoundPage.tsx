import { Link } from 'react-router';
import { NOT_FOUND_TEXTS } from '@salon/domain';

/** Spec 2 §2: where every unknown path ends up. */
export function NotFoundPage() {
  return (
    <main className="not-found">
      <h1 className="not-found__code">{NOT_FOUND_TEXTS.code}</h1>
      <p className="not-found__message">{NOT_FOUND_TEXTS.message}</p>
      <Link to="/" className="button button--primary">
        {NOT_FOUND_TEXTS.returnHome}
      </Link>
    </main>
  );
}

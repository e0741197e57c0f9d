import { StaticPage } from '../../components/layout/StaticPage';

/** Spec 2 §1: the planned features, less those the site has since gained. */
const PLANNED_FEATURES = ['Music education games'];

export function ComingSoonPage() {
  return (
    <StaticPage title="Coming Soon">
      <p>We are working on these features:</p>
      <ul>
        {PLANNED_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </StaticPage>
  );
}

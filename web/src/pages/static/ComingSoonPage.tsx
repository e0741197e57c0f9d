import { Link } from 'react-router';
import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

interface ShippedFeature {
  readonly name: string;
  /** Where a member finds it: words, or a page of its own. */
  readonly where: string | { readonly to: string; readonly label: string };
}

/**
 * Spec 2 §1's planned features. Every one is here now (the music games were the last), so the
 * page says where each is and asks what members would like next; a feature planned later goes
 * in a list of its own above this one.
 */
const SHIPPED_FEATURES: readonly ShippedFeature[] = [
  { name: 'Notifications', where: 'the bell at the top of every page' },
  { name: 'A view of the discussions you reacted to and took part in', where: 'your profile' },
  { name: 'Sharing', where: 'Copy link on every discussion' },
  { name: 'Your own profile picture and banner', where: 'your profile' },
  { name: 'Signing up with Google', where: 'Continue with Google, on the Sign In page' },
  { name: 'Daily and weekly polls, and daily trivia', where: { to: '/salon', label: 'The Salon' } },
  { name: 'Polls members make', where: 'New Discussion, in The Salon' },
  { name: 'Badges for active members', where: { to: '/badges', label: 'Badges' } },
  { name: 'Music education games', where: { to: '/games', label: 'Music Games' } },
];

export function ComingSoonPage() {
  return (
    <StaticPage title="Coming Soon">
      <p>Everything we planned is here now:</p>
      <ul>
        {SHIPPED_FEATURES.map(({ name, where }) => (
          <li key={name}>
            {name}: {typeof where === 'string' ? where : <Link to={where.to}>{where.label}</Link>}
          </li>
        ))}
      </ul>
      <p>
        What would you like next? Write to us at <ContactLink />.
      </p>
    </StaticPage>
  );
}

import { FORUM_NAME, SITE_TAGLINE } from '@salon/domain';
import { Link } from 'react-router';
import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function AboutPage() {
  return (
    <StaticPage title="About Us">
      <p>
        {SITE_TAGLINE} is a community for people who love classical music: listeners, performers and
        newcomers alike.
      </p>
      <p>
        Start or join a discussion in <Link to="/salon">{FORUM_NAME}</Link>, vote in the daily poll,
        and keep a profile with your musical preferences, favorite recordings, concerts, albums and
        clips. Connect with other members as friends or followers, and, if you like, connect your
        streaming account to see an analysis of your classical listening.
      </p>
      <p>
        The site is in beta: things will change and improve. See what is{' '}
        <Link to="/coming-soon">coming soon</Link>.
      </p>
      <p>
        Questions or ideas? Write to us at <ContactLink />.
      </p>
    </StaticPage>
  );
}

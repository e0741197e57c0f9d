import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function JoinPage() {
  return (
    <StaticPage title="Join Our Team">
      <p>
        We are a small team of classical music lovers building a home for our community. There are
        no open positions listed right now.
      </p>
      <p>
        If you would like to help (developers, designers, writers, moderators and musicians are all
        welcome), tell us about yourself at <ContactLink />.
      </p>
    </StaticPage>
  );
}

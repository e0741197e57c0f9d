import { MINIMUM_AGE } from '@salon/domain';
import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function TermsOfUsePage() {
  return (
    <StaticPage title="Terms of Use">
      <h2>Who may use the site</h2>
      <p>
        You must be at least {MINIMUM_AGE} years old to create an account. One account per person;
        keep your password to yourself.
      </p>
      <h2>Be respectful</h2>
      <p>
        No harassment, hate, spam, or inappropriate language. Posts with blocked words are refused,
        and members can report content that breaks these rules.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you post and let us show it on the site. Post only what you have
        the right to share.
      </p>
      <h2>Moderation</h2>
      <p>
        Our administrators may remove discussions and replies that break these terms, and may limit
        accounts that keep doing so.
      </p>
      <h2>Beta</h2>
      <p>
        The site is in beta and provided as it is; features may change or stop. We will update these
        terms when the site changes.
      </p>
      <p>
        Questions: <ContactLink />.
      </p>
    </StaticPage>
  );
}

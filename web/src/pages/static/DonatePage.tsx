import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function DonatePage() {
  return (
    <StaticPage title="Support Us">
      <p>Thank you for thinking of supporting the community. Donations are not yet available.</p>
      <p>
        Until they are, the best support is taking part: start a discussion, answer the daily poll
        and invite friends who love classical music. To talk about other ways to help, write to{' '}
        <ContactLink />.
      </p>
    </StaticPage>
  );
}

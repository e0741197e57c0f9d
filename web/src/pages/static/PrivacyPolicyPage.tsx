import { ACCOUNT_DELETION_CONSEQUENCES } from '@salon/domain';
import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function PrivacyPolicyPage() {
  return (
    <StaticPage title="Privacy Policy">
      <h2>What we collect</h2>
      <p>
        Your email address and password (handled by our sign-in provider; we never see the
        password), your username, and what you choose to add to your profile: display name, bio,
        location, social links, musical preferences, recordings, concerts, albums and clips. We also
        keep what you post (discussions, replies, reactions, poll votes, reports) and the
        notifications we send you.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the community: show your posts and profile, send notifications, keep the site safe
        and handle reports. We do not sell your data and show no advertising.
      </p>
      <h2>Who can see it</h2>
      <p>
        Posts are public unless you post anonymously; other members then see &quot;Anonymous&quot;.
        A private profile shows its sections only to you and your accepted friends. Our
        administrators can see what is needed to moderate.
      </p>
      <h2>Streaming account</h2>
      <p>
        If you connect a streaming account, we use your listening history only to produce your
        classical music analysis. Disconnecting deletes the connection and the analysis.
      </p>
      <h2>Where it is stored</h2>
      <p>
        With our hosting and database provider (Google Firebase). See our{' '}
        <a href="/cookie-policy">Cookie Policy</a> for what is stored in your browser.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your profile at any time. To get a copy of your data, write to <ContactLink />.
      </p>
      <h2>Deleting your account</h2>
      <p>
        You can delete your account yourself, at any time, with &quot;Delete Account&quot; at the
        bottom of your profile, after entering your password. Then:
      </p>
      <ul>
        {ACCOUNT_DELETION_CONSEQUENCES.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Staff accounts are deleted the same way once an administrator has removed their role.</p>
    </StaticPage>
  );
}

import { StaticPage } from '../../components/layout/StaticPage';
import { ContactLink } from './ContactLink';

export function CookiePolicyPage() {
  return (
    <StaticPage title="Cookie Policy">
      <p>
        We store only what the site needs to work. Signing in keeps your session in your
        browser&apos;s storage so that you stay signed in between visits; signing out removes it.
      </p>
      <p>We use no advertising or tracking cookies.</p>
      <p>
        You can clear the site&apos;s storage in your browser settings at any time; you will then
        need to sign in again. Questions: <ContactLink />.
      </p>
    </StaticPage>
  );
}

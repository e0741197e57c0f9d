// The frame every e-mail shares: the site's name linking home, the greeting, the content, and a
// footer saying why the member gets it, with the links to stop it or change it.
import { Body, Container, Head, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { FORUM_NAME, SITE_TAGLINE } from '@salon/domain';
import type { MailFrame } from '../server/mail-contract';
import { styles } from './theme';
import { MAIL_WORDING } from './wording';

interface MailLayoutProps {
  readonly frame: MailFrame;
  /** The line an inbox shows beside the subject. */
  readonly preview: string;
  /** Why the member gets this e-mail, in one sentence. */
  readonly reason: string;
  readonly children: ReactNode;
}

export function MailLayout({ frame, preview, reason, children }: MailLayoutProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{FORUM_NAME}</title>
        {/* Every colour is set for a light page: a client that honours these keeps it as drawn;
            one that darkens it anyway inverts an opaque palette, never text on nothing. */}
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Link href={frame.siteUrl} style={styles.siteName}>
              {FORUM_NAME}
            </Link>
            <Text style={styles.tagline}>{SITE_TAGLINE}</Text>
          </Section>
          <Section style={styles.content}>
            <Text style={styles.paragraph}>{MAIL_WORDING.greeting(frame.recipientName)}</Text>
            {children}
          </Section>
          <Section style={styles.footer}>
            <Text style={styles.footerText}>{reason}</Text>
            <Text style={styles.footerText}>
              <Link href={frame.unsubscribeUrl} style={styles.footerLink}>
                {MAIL_WORDING.unsubscribe}
              </Link>
              {' · '}
              <Link href={frame.preferencesUrl} style={styles.footerLink}>
                {MAIL_WORDING.preferences}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

// Sent at once: one notice, or the few gathered while the member's last e-mail was recent.
import { Button, Section, Text } from '@react-email/components';
import type { MailFrame, MailNotice } from '../server/mail-contract';
import type { DateFormats } from './dates';
import { MailLayout } from './MailLayout';
import { NoticeList } from './NoticeList';
import { styles } from './theme';
import { MAIL_WORDING } from './wording';

const WORDING = MAIL_WORDING.notices;

interface NoticesMailProps {
  readonly frame: MailFrame;
  readonly notices: readonly MailNotice[];
  readonly dates: DateFormats;
}

export function NoticesMail({ frame, notices, dates }: NoticesMailProps) {
  const only = notices.length === 1 ? notices[0] : undefined;
  return (
    <MailLayout
      frame={frame}
      preview={only ? only.title : WORDING.intro(notices.length)}
      reason={WORDING.reason}
    >
      <Text style={styles.paragraph}>{WORDING.intro(notices.length)}</Text>
      <NoticeList notices={notices} dates={dates} />
      {only && (
        <Section style={styles.actions}>
          <Button href={only.url} style={styles.button}>
            {WORDING.open}
          </Button>
        </Section>
      )}
    </MailLayout>
  );
}

// Once a day: the notifications the member chose to read in a summary.
import { Heading, Text } from '@react-email/components';
import type { MailFrame, MailNotice } from '../server/mail-contract';
import type { DateFormats } from './dates';
import { MailLayout } from './MailLayout';
import { NoticeList } from './NoticeList';
import { styles } from './theme';
import { MAIL_WORDING } from './wording';

const WORDING = MAIL_WORDING.dailySummary;

interface DailySummaryMailProps {
  readonly frame: MailFrame;
  readonly notices: readonly MailNotice[];
  readonly dates: DateFormats;
}

export function DailySummaryMail({ frame, notices, dates }: DailySummaryMailProps) {
  const intro = WORDING.intro(notices.length);
  return (
    <MailLayout frame={frame} preview={intro} reason={WORDING.reason}>
      <Heading as="h1" style={styles.heading}>
        {WORDING.heading}
      </Heading>
      <Text style={styles.paragraph}>{intro}</Text>
      <NoticeList notices={notices} dates={dates} />
    </MailLayout>
  );
}

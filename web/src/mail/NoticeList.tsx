// Notices as the bell shows them (title and message), each with when it happened and a link to
// where it leads: the title is the link, so a reader of any client knows where it goes.
import { Link, Section, Text } from '@react-email/components';
import type { MailNotice } from '../server/mail-contract';
import type { DateFormats } from './dates';
import { styles } from './theme';

interface NoticeListProps {
  readonly notices: readonly MailNotice[];
  readonly dates: DateFormats;
}

export function NoticeList({ notices, dates }: NoticeListProps) {
  return (
    <Section>
      {notices.map((notice, index) => (
        <Section key={`${notice.url}-${notice.at}-${index}`} style={styles.item}>
          <Link href={notice.url} style={styles.itemTitle}>
            {notice.title}
          </Link>
          <Text style={styles.itemText}>{notice.message}</Text>
          <Text style={styles.muted}>{dates.moment(notice.at)}</Text>
        </Section>
      ))}
    </Section>
  );
}

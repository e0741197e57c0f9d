// Monday's digest: the week's most active discussions, what the member's circle started, and the
// notifications they chose to read weekly. An empty part is left out rather than shown empty.
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { MailDiscussion, MailFrame, MailNotice } from '../server/mail-contract';
import type { DateFormats } from './dates';
import { MailLayout } from './MailLayout';
import { NoticeList } from './NoticeList';
import { styles } from './theme';
import { MAIL_WORDING } from './wording';

const WORDING = MAIL_WORDING.weeklyDigest;

interface WeeklyDigestContent {
  readonly weekOf: number;
  readonly active: readonly MailDiscussion[];
  readonly fromYourCircle: readonly MailDiscussion[];
  readonly notices: readonly MailNotice[];
}

interface WeeklyDigestMailProps {
  readonly frame: MailFrame;
  readonly digest: WeeklyDigestContent;
  readonly dates: DateFormats;
}

function DiscussionList({ discussions }: { readonly discussions: readonly MailDiscussion[] }) {
  return (
    <Section>
      {discussions.map((discussion, index) => (
        <Section key={`${discussion.url}-${index}`} style={styles.item}>
          <Link href={discussion.url} style={styles.itemTitle}>
            {discussion.title}
          </Link>
          <Text style={styles.muted}>{WORDING.discussionMeta(discussion)}</Text>
        </Section>
      ))}
    </Section>
  );
}

export function WeeklyDigestMail({ frame, digest, dates }: WeeklyDigestMailProps) {
  const { active, fromYourCircle, notices } = digest;
  const weekOf = WORDING.weekOf(dates.day(digest.weekOf));
  const quiet = active.length === 0 && fromYourCircle.length === 0 && notices.length === 0;
  return (
    <MailLayout
      frame={frame}
      preview={active[0] ? `${WORDING.active}: ${active[0].title}` : weekOf}
      reason={WORDING.reason}
    >
      <Heading as="h1" style={styles.heading}>
        {WORDING.heading}
      </Heading>
      <Text style={styles.muted}>{weekOf}</Text>
      {quiet && <Text style={styles.paragraph}>{WORDING.quiet}</Text>}
      {active.length > 0 && (
        <>
          <Heading as="h2" style={styles.subheading}>
            {WORDING.active}
          </Heading>
          <DiscussionList discussions={active} />
        </>
      )}
      {fromYourCircle.length > 0 && (
        <>
          <Heading as="h2" style={styles.subheading}>
            {WORDING.fromYourCircle}
          </Heading>
          <Text style={styles.hint}>{WORDING.fromYourCircleHint}</Text>
          <DiscussionList discussions={fromYourCircle} />
        </>
      )}
      {notices.length > 0 && (
        <>
          <Heading as="h2" style={styles.subheading}>
            {WORDING.notices}
          </Heading>
          <NoticeList notices={notices} dates={dates} />
        </>
      )}
      <Section style={styles.actions}>
        <Button href={frame.siteUrl} style={styles.button}>
          {WORDING.visit}
        </Button>
      </Section>
    </MailLayout>
  );
}

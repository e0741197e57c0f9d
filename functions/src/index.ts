// Entry point that Cloud Functions loads: every deployed function is re-exported from here.
export { mirrorMemberProfile } from './roles/mirror-member-profile.js';
export { setUserRole } from './roles/set-user-role.js';
// Which staff have two-step verification, for the admin panel.
export { staffTwoStep } from './roles/staff-two-step.js';

// Account self-service: a member deletes their account; a schedule finishes deletions cut short.
export { deleteAccount } from './accounts/delete-account.js';
export { finishAccountDeletions } from './accounts/finish-account-deletions.js';

// The Salon: callables clients post through, and the triggers that own counters and indexes.
export { createThread } from './forum/create-thread.js';
export { deleteThread } from './forum/delete-thread.js';
export { postReply } from './forum/post-reply.js';
export { deleteReply } from './forum/delete-reply.js';
export { editThread } from './forum/edit-thread.js';
export { editReply } from './discussion/edit-reply.js';
export { toggleReaction } from './forum/toggle-reaction.js';
export { recordThreadView } from './forum/record-thread-view.js';
export { countReplies } from './forum/count-replies.js';
export { countReactions } from './forum/count-reactions.js';
export { foldWaitingCounters } from './forum/fold-waiting-counters.js';
export { indexThreadSearch } from './forum/index-thread-search.js';
export { cleanUpDeletedThread } from './forum/clean-up-deleted-thread.js';
export { cleanUpDeletedReply } from './forum/clean-up-deleted-reply.js';
export { notifyReply } from './forum/notify-reply.js';
export { notifyReaction } from './forum/notify-reaction.js';
// @mentions in discussions, thread replies and poll replies, new or added by an edit.
export {
  notifyThreadMentions,
  notifyReplyMentions,
  notifyPollReplyMentions,
} from './notifications/notify-mentions.js';

// My activity: each member's own record of what they started, replied to and reacted in.
export { trackThreadActivity } from './activity/track-thread-activity.js';
export { trackReplyActivity, trackPollReplyActivity } from './activity/track-reply-activity.js';
export { trackReactionActivity } from './activity/track-reaction-activity.js';

// Reports: members submit, staff (admins and moderators) review, dismiss or delete the content.
export { submitReport } from './moderation/submit-report.js';
export { notifyStaffOfReport } from './moderation/notify-staff-of-report.js';
export { updateReportStatus } from './moderation/update-report-status.js';
export { deleteReportedContent } from './moderation/delete-reported-content.js';

// Suspensions and bans: staff suspend, admins lift early; the moderation log is written by each
// staff callable (moderation/moderation-log.ts).
export { suspendMember } from './moderation/suspend-member.js';
export { liftSuspension } from './moderation/lift-suspension.js';

// Profiles: the users-search index, username claims and pictures.
export { indexProfileSearch } from './search/index-profile-search.js';
export { releaseOldUsername } from './profiles/release-old-username.js';
export { processPictureUpload } from './profiles/process-picture-upload.js';
export { removeProfilePicture } from './profiles/remove-profile-picture.js';
// A member's rows on public lists (leaderboards, badge holders) name them only while public.
export { showMembersAsProfilesSay } from './profiles/show-members-as-profiles-say.js';

// Polls: staff open the Salon's (now, or queued for the daily and weekly schedules), members add
// one to a discussion (createThread); members vote (directly, checked by rules) and reply; the
// author or staff close early, a schedule at the closing time.
export { createPoll } from './polls/create-poll.js';
export { closePoll } from './polls/close-poll.js';
export { editPoll } from './polls/edit-poll.js';
export { closeDuePolls } from './polls/close-due-polls.js';
export { saveQueuedPoll } from './polls/save-queued-poll.js';
export { openScheduledPolls } from './polls/open-scheduled-polls.js';
export { countVotes } from './polls/count-votes.js';
export { postPollReply } from './polls/post-poll-reply.js';
export { deletePollReply } from './polls/delete-poll-reply.js';

// Daily trivia and the staff's queue it shares with the scheduled polls (docs/trivia.md).
export { saveTriviaQuestion } from './trivia/save-trivia-question.js';
export { answerTrivia } from './trivia/answer-trivia.js';
export { openDailyTrivia } from './trivia/open-daily-trivia.js';
export { deleteQueueItem } from './poll-queue/delete-queue-item.js';
export { moveQueueItem } from './poll-queue/move-queue-item.js';

// Badges (docs/badges.md): granted once by the triggers of what earns them, a daily anniversary
// schedule and a resumable backfill; members choose one to show; admins grant and revoke.
export {
  awardBadgesForDiscussion,
  awardBadgesForReply,
  awardBadgesForPollReply,
  awardBadgesForPoll,
} from './badges/award-for-posts.js';
export {
  awardBadgesForDiscussionReactions,
  awardBadgesForReplyReactions,
} from './badges/award-for-reactions.js';
export {
  awardBadgesForReading,
  awardBadgesForSocial,
  awardBadgesForTrivia,
  awardBadgesForStreaming,
} from './badges/award-for-membership.js';
export {
  awardBadgesForProfileCard,
  awardBadgesForProfileSection,
} from './badges/award-for-profile.js';
export { grantAnniversaryBadges } from './badges/grant-anniversary-badges.js';
export { backfillBadges } from './badges/backfill-badges.js';
export { featureBadge } from './badges/feature-badge.js';
export { grantBadge, revokeBadge } from './badges/staff-badges.js';

// E-mail (docs/mail.md): notifications mailed as each member chose (at once, at most one per 15
// minutes, daily or weekly), the weekly digest, delivery over SMTP with retries, and one-click
// unsubscribe.
export { mailNotification } from './mail/mail-notification.js';
export { sendWaitingMail } from './mail/send-waiting-mail.js';
export { sendWeeklyDigest } from './mail/weekly-digest.js';
export { deliverMail, retryMail } from './mail/deliver-mail.js';
export { mailUnsubscribe } from './mail/mail-unsubscribe.js';
export { saveMailSettings } from './mail/save-mail-settings.js';

// Music education games (docs/games.md): rounds drawn, served and scored by the functions, the
// members' records and the weekly leaderboards.
export { startGameRound } from './games/start-game-round.js';
export { nextGameQuestion } from './games/next-game-question.js';
export { revealGameBar } from './games/reveal-game-bar.js';
export { answerGameQuestion } from './games/answer-game-question.js';

// Friends and follows: members write the relations directly (rules check them); triggers keep
// the counts in profileStats and send the notifications.
export { countFollows } from './social/count-follows.js';
export { countFriends } from './social/count-friends.js';
export { notifyNewFollower } from './social/notify-follow.js';
export { notifyFriendship } from './social/notify-friendship.js';

// Blocking: a member blocks or unblocks another through callables, which end the
// relations between them both ways; rules and sendNotification refuse what the block stops.
export { blockMember } from './social/block-member.js';
export { unblockMember } from './social/unblock-member.js';

// The streaming analysis: connection through the provider, the analysis, disconnecting, the
// history import and the daily refresh (docs/streaming.md).
export { spotifyAuthStart } from './streaming/spotify-auth-start.js';
export { spotifyAuthCallback } from './streaming/spotify-auth-callback.js';
export { spotifyClassicalAnalysis } from './streaming/spotify-classical-analysis.js';
export { spotifyDisconnect } from './streaming/spotify-disconnect.js';
export { importListeningHistory } from './streaming/import-listening-history.js';
export { refreshStreamingAnalyses } from './streaming/refresh-streaming-analyses.js';

// Sharing and discovery: the pages Hosting rewrites here (firebase.json), rendered
// with their previews and content for link previews, crawlers and readers without JavaScript.
export { publicPages } from './sharing/public-pages.js';

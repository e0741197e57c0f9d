import type { z } from 'zod/mini';
import * as badges from './badges/callables.js';
import * as forum from './forum/callables.js';
import * as games from './games/schemas.js';
import * as mail from './mail/schemas.js';
import * as moderation from './moderation/callables.js';
import * as polls from './polls/callables.js';
import * as pollQueue from './poll-queue/schemas.js';
import * as pictures from './profiles/pictures.js';
import * as streaming from './streaming/schemas.js';
import * as accounts from './users/account-deletion.js';
import * as blocks from './social/schemas.js';
import * as staffTwoStep from './users/staff-two-step-callable.js';
import * as trivia from './trivia/callables.js';

/**
 * Every callable function by its deployed name, with the schemas of what it takes and returns.
 * Functions parse `input` and answer with `output`; the web app calls by these names. The
 * generated-input suite (tests/functions/generated-input.test.ts) calls each one, so a name here
 * that is not deployed fails it.
 */
export const CALLABLES = Object.freeze({
  createThread: { input: forum.createThreadInput, output: forum.createThreadOutput },
  deleteThread: { input: forum.deleteThreadInput, output: forum.deleteThreadOutput },
  postReply: { input: forum.postReplyInput, output: forum.postReplyOutput },
  deleteReply: { input: forum.deleteReplyInput, output: forum.deleteReplyOutput },
  editThread: { input: forum.editThreadInput, output: forum.editPostOutput },
  editReply: { input: forum.editReplyInput, output: forum.editPostOutput },
  toggleReaction: { input: forum.toggleReactionInput, output: forum.toggleReactionOutput },
  recordThreadView: { input: forum.recordThreadViewInput, output: forum.recordThreadViewOutput },
  createPoll: { input: polls.createPollInput, output: polls.createPollOutput },
  saveQueuedPoll: { input: polls.saveQueuedPollInput, output: polls.saveQueuedPollOutput },
  editPoll: { input: polls.editPollInput, output: polls.editPollOutput },
  closePoll: { input: polls.closePollInput, output: polls.closePollOutput },
  postPollReply: { input: polls.postPollReplyInput, output: polls.postPollReplyOutput },
  deletePollReply: { input: polls.deletePollReplyInput, output: polls.deletePollReplyOutput },
  submitReport: { input: moderation.submitReportInput, output: moderation.submitReportOutput },
  updateReportStatus: {
    input: moderation.updateReportStatusInput,
    output: moderation.updateReportStatusOutput,
  },
  deleteReportedContent: {
    input: moderation.deleteReportedContentInput,
    output: moderation.deleteReportedContentOutput,
  },
  setUserRole: { input: moderation.setUserRoleInput, output: moderation.setUserRoleOutput },
  staffTwoStep: { input: staffTwoStep.staffTwoStepInput, output: staffTwoStep.staffTwoStepOutput },
  blockMember: { input: blocks.blockMemberInput, output: blocks.blockMemberOutput },
  unblockMember: { input: blocks.unblockMemberInput, output: blocks.unblockMemberOutput },
  suspendMember: { input: moderation.suspendMemberInput, output: moderation.suspendMemberOutput },
  liftSuspension: {
    input: moderation.liftSuspensionInput,
    output: moderation.liftSuspensionOutput,
  },
  deleteAccount: { input: accounts.deleteAccountInput, output: accounts.deleteAccountOutput },
  removeProfilePicture: {
    input: pictures.removeProfilePictureInput,
    output: pictures.removeProfilePictureOutput,
  },
  spotifyAuthStart: {
    input: streaming.spotifyAuthStartInput,
    output: streaming.spotifyAuthStartOutput,
  },
  spotifyAuthCallback: {
    input: streaming.spotifyAuthCallbackInput,
    output: streaming.spotifyAuthCallbackOutput,
  },
  spotifyClassicalAnalysis: {
    input: streaming.spotifyClassicalAnalysisInput,
    output: streaming.spotifyClassicalAnalysisOutput,
  },
  spotifyDisconnect: {
    input: streaming.spotifyDisconnectInput,
    output: streaming.spotifyDisconnectOutput,
  },
  importListeningHistory: {
    input: streaming.importListeningHistoryInput,
    output: streaming.importListeningHistoryOutput,
  },
  // Daily trivia and the staff's queue (pollQueue) it shares with the scheduled polls.
  saveTriviaQuestion: {
    input: trivia.saveTriviaQuestionInput,
    output: trivia.saveTriviaQuestionOutput,
  },
  answerTrivia: { input: trivia.answerTriviaInput, output: trivia.answerTriviaOutput },
  deleteQueueItem: {
    input: pollQueue.deleteQueueItemInput,
    output: pollQueue.deleteQueueItemOutput,
  },
  moveQueueItem: { input: pollQueue.moveQueueItemInput, output: pollQueue.moveQueueItemOutput },
  // Badges: the member's featured badge; admins grant the staff's badges and revoke any.
  featureBadge: { input: badges.featureBadgeInput, output: badges.featureBadgeOutput },
  grantBadge: { input: badges.staffBadgeInput, output: badges.staffBadgeOutput },
  revokeBadge: { input: badges.staffBadgeInput, output: badges.staffBadgeOutput },
  saveMailSettings: { input: mail.saveMailSettingsInput, output: mail.saveMailSettingsOutput },
  // Music games: a scored round is drawn, served and scored by the functions.
  startGameRound: { input: games.startGameRoundInput, output: games.startGameRoundOutput },
  nextGameQuestion: { input: games.nextGameQuestionInput, output: games.nextGameQuestionOutput },
  revealGameBar: { input: games.revealGameBarInput, output: games.nextGameQuestionOutput },
  answerGameQuestion: {
    input: games.answerGameQuestionInput,
    output: games.answerGameQuestionOutput,
  },
});

export type CallableName = keyof typeof CALLABLES;
/** What a callable takes, as sent (before zod's trimming). */
export type CallableInput<Name extends CallableName> = z.input<(typeof CALLABLES)[Name]['input']>;
/** What a callable returns. */
export type CallableOutput<Name extends CallableName> = z.output<
  (typeof CALLABLES)[Name]['output']
>;

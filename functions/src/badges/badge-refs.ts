// Typed references to the badges' documents (domain/src/badges/schemas.ts, docs/badges.md).
import {
  badgeBackfillSchema,
  badgeHolderSchema,
  badgeStatsSchema,
  memberBadgesSchema,
  paths,
  welcomeSchema,
  type BadgeId,
} from '@salon/domain';
import { storedDoc } from '../shared/stored.js';

export const memberBadgesRef = (uid: string) =>
  storedDoc(memberBadgesSchema, paths.memberBadges(uid));
export const badgeStatsRef = (badgeId: BadgeId) =>
  storedDoc(badgeStatsSchema, paths.badge(badgeId));
export const badgeHolderRef = (badgeId: BadgeId, holderKey: string) =>
  storedDoc(badgeHolderSchema, paths.badgeHolder(badgeId, holderKey));
export const welcomeRef = (threadId: string) => storedDoc(welcomeSchema, paths.welcome(threadId));
export const badgeBackfillRef = () => storedDoc(badgeBackfillSchema, paths.badgeBackfill);

// Typed references to trivia's documents (domain/src/trivia/schemas.ts, docs/trivia.md).
import {
  paths,
  triviaAnswerSchema,
  triviaDaySchema,
  triviaKeySchema,
  triviaScoreSchema,
  triviaStatsSchema,
} from '@salon/domain';
import { storedCollection, storedDoc } from '../shared/stored.js';

export const triviaDayRef = (dayKey: string) => storedDoc(triviaDaySchema, paths.triviaDay(dayKey));
export const triviaDays = () => storedCollection(triviaDaySchema, paths.trivia);
export const triviaKeyRef = (dayKey: string) => storedDoc(triviaKeySchema, paths.triviaKey(dayKey));
export const triviaAnswerRef = (dayKey: string, uid: string) =>
  storedDoc(triviaAnswerSchema, paths.triviaAnswer(dayKey, uid));
export const triviaStatsRef = (uid: string) =>
  storedDoc(triviaStatsSchema, paths.triviaMemberStats(uid));
export const triviaScoreRef = (monthKey: string, scoreKey: string) =>
  storedDoc(triviaScoreSchema, paths.triviaScore(monthKey, scoreKey));

// Documents read per project, counted as Firestore bills them (firebase.google.com/docs/
// firestore/pricing): a read per document a get, query or listener returns; a query or a new
// listener with no result costs one; an aggregation one per 1,000 index entries it matches; a
// listener resumed within 30 minutes only the documents changed since (the SDK resumes one when
// it listens again to a query it recently had, as a repeated getDoc does). A
// benchmark reads it to say what a page view costs; production shows the same figure in the
// console's usage tab.
import { parseDatabaseName } from './paths.js';

/** Index entries one read of an aggregation covers. */
const AGGREGATION_ENTRIES_PER_READ = 1000;
/** A listener resumed within this long is billed only for what changed since. */
const RESUME_WINDOW_MICROS = 30 * 60 * 1_000_000;

export class ReadMeter {
  private readonly byProject = new Map<string, number>();

  /** Counts `documents` reads against the project of `database` (`projects/p/databases/d`). */
  add(database: string, documents: number): void {
    if (documents <= 0) return;
    const { projectId } = parseDatabaseName(database);
    this.byProject.set(projectId, (this.byProject.get(projectId) ?? 0) + documents);
  }

  /** A query or a new listener: its results, and at least one read. */
  addQuery(database: string, results: number): void {
    this.add(database, Math.max(1, results));
  }

  /**
   * A new listener's first results; `resumedAt`, the time its client last saw (from the resume
   * token or read time), when it resumes one.
   */
  addListen(
    database: string,
    results: readonly { updateTime: number }[],
    resumedAt: number | null,
    now: number,
  ): void {
    if (resumedAt === null || now - resumedAt > RESUME_WINDOW_MICROS) {
      this.addQuery(database, results.length);
      return;
    }
    this.add(database, results.filter((document) => document.updateTime > resumedAt).length);
  }

  /** An aggregation over `entries` matched index entries. */
  addAggregation(database: string, entries: number): void {
    this.add(database, Math.max(1, Math.ceil(entries / AGGREGATION_ENTRIES_PER_READ)));
  }

  documentsRead(projectId: string): number {
    return this.byProject.get(projectId) ?? 0;
  }

  reset(projectId: string): void {
    this.byProject.delete(projectId);
  }
}

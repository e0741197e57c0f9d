// Documents read per project, counted as Firestore bills them (firebase.google.com/docs/
// firestore/pricing): a read per document a get, query or listener returns; a query or a new
// listener with no result costs one; an aggregation one per 1,000 index entries it matches. A
// benchmark reads it to say what a page view costs; production shows the same figure in the
// console's usage tab.
import { parseDatabaseName } from './paths.js';

/** Index entries one read of an aggregation covers. */
export const AGGREGATION_ENTRIES_PER_READ = 1000;

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

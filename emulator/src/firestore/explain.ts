// Query explain (`explainOptions` on RunQuery and RunAggregationQuery): the plan summary (the
// indexes production would use, as its planner names them) and, when analysing, execution stats
// shaped as production's: results returned, read operations, execution duration, and debug stats
// (index entries and documents scanned, billing details, all as strings).
//
// The emulator has no index scans to count, so it models them: a query reads one index entry and
// one document per result it fetches, offset included (a perfect index); an aggregation reads
// one index entry per document it aggregates and bills one read per 1,000 entries; a vector
// search reads one vector index entry per vector it compares and bills the documents it returns
// plus one read per 100 entries. Every query bills at least one read (production's minimum).
import type { JsonObject } from '../rpc/contract.js';
import type { IndexUse } from './indexes.js';
import type { CompiledQuery, QueryRun } from './query.js';

export interface ExplainOptions {
  /** Run the query too: results and execution stats, not just the plan. */
  analyze: boolean;
}

/** The request's explain options, or undefined when it asks for none. */
export function explainOptionsOf(request: JsonObject): ExplainOptions | undefined {
  const options = request.explainOptions;
  if (options === undefined || options === null || typeof options !== 'object') return undefined;
  return { analyze: (options as JsonObject).analyze === true };
}

/** A proto3 JSON Duration from milliseconds: "0.001234567s". */
function durationJson(milliseconds: number): string {
  const nanos = Math.max(0, Math.round(milliseconds * 1e6));
  const seconds = Math.floor(nanos / 1e9);
  return `${seconds}.${String(nanos % 1e9).padStart(9, '0')}s`;
}

export interface Execution {
  run: QueryRun;
  /** Aggregation queries return one result (the aggregate), whatever they read. */
  aggregation: boolean;
  milliseconds: number;
}

function readCounts(query: CompiledQuery, { run, aggregation }: Execution) {
  if (run.vectorsCompared !== undefined) {
    const documents = aggregation ? 0 : run.documents.length;
    return {
      entries: run.vectorsCompared,
      documents,
      indexEntriesBillable: 0,
      vectorEntriesBillable: run.vectorsCompared,
      reads: documents + Math.ceil(run.vectorsCompared / 100),
    };
  }
  const read =
    query.limit === undefined ? run.matched : Math.min(run.matched, query.offset + query.limit);
  if (aggregation) {
    return {
      entries: read,
      documents: 0,
      indexEntriesBillable: read,
      vectorEntriesBillable: undefined,
      reads: Math.ceil(read / 1000),
    };
  }
  return {
    entries: read,
    documents: read,
    indexEntriesBillable: 0,
    vectorEntriesBillable: undefined,
    reads: read,
  };
}

/** ExplainMetrics in proto3 JSON: the plan, and the execution stats when the query ran. */
export function explainMetrics(
  query: CompiledQuery,
  indexesUsed: IndexUse[],
  execution: Execution | undefined,
): JsonObject {
  const planSummary = { indexesUsed: indexesUsed.map((use) => ({ ...use })) };
  if (!execution) return { planSummary };
  const counts = readCounts(query, execution);
  const billingDetails: JsonObject = {
    documents_billable: String(counts.documents),
    index_entries_billable: String(counts.indexEntriesBillable),
    small_ops: '0',
    min_query_cost: counts.reads === 0 ? '1' : '0',
  };
  if (counts.vectorEntriesBillable !== undefined) {
    billingDetails.knn_vector_index_entries_billable = String(counts.vectorEntriesBillable);
  }
  return {
    planSummary,
    executionStats: {
      resultsReturned: String(execution.aggregation ? 1 : execution.run.documents.length),
      executionDuration: durationJson(execution.milliseconds),
      readOperations: String(Math.max(1, counts.reads)),
      debugStats: {
        index_entries_scanned: String(counts.entries),
        documents_scanned: String(counts.documents),
        billing_details: billingDetails,
      },
    },
  };
}

// The queue's limits apart from its schemas (schemas.ts): the polls' data access, on the Salon's
// first visit, reads them without loading the schema library.

/** The admin panel shows the first this many items of a kind (the rules' bound on a list). */
export const POLL_QUEUE_PAGE_SIZE = 100;

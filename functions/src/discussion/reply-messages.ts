// Refusals about replies, the same for thread and poll replies. The spec words none of them.

/** Invented: the spec shows no wording for answering a reply that is gone. */
export const PARENT_REPLY_MISSING = 'The reply you are answering no longer exists.';
/** Invented: the spec words this refusal only for threads. */
export const DELETE_REPLY_FORBIDDEN = "You don't have permission to delete this reply.";
/** Invented: the spec shows no wording for a reply that is gone. */
export const REPLY_NOT_FOUND = 'This reply no longer exists.';

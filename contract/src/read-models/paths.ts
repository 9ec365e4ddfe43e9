// The read models the server keeps beside the fitness app's records (the paths of docs/product.md, Data stay
// untouched). Every path here is readable by administrators only and writable by no client: database triggers
// and the backfill keep them.
export const readModelRoot = 'readModels';

export const readModelPaths = {
  userDirectory: `${readModelRoot}/userDirectory`,
  userSearch: `${readModelRoot}/userSearch`,
  searchGramCounts: `${readModelRoot}/searchGramCounts`,
  feedbackQueue: `${readModelRoot}/feedbackQueue`,
  approvalEmailFailures: `${readModelRoot}/approvalEmailFailures`,
  counterShards: `${readModelRoot}/counterShards`,
  counts: `${readModelRoot}/counts`,
  // The totals the home page shows (charts.ts): current figures, and each UTC day's.
  homeFigures: `${readModelRoot}/homeFigures`,
  chartDays: `${readModelRoot}/chartDays`,
  // Business users waiting for approval, each with the time they have waited since: the oldest comes first.
  approvalQueue: `${readModelRoot}/approvalQueue`,
  // Which handling currently refreshes a user's read models (one at a time per user), and whether it must pass again.
  refreshClaims: `${readModelRoot}/refreshClaims`,
} as const;

// When each user's account was created (from Auth, or the first write of a record without an account): an input of
// the read models, as the record is, so kept beside them: a rebuild of the read models starts from it.
export const accountCreationTimesPath = 'accountCreationTimes';

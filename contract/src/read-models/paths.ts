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
  // Which handling currently refreshes a user's read models (one at a time per user), and whether it must pass again.
  refreshClaims: `${readModelRoot}/refreshClaims`,
} as const;

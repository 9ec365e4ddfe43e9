// What the demo seed (emulators/src/seed/load-demo-data.ts) takes from the functions: it registers the demo team
// and builds the read models with the functions' own code, so that the seeded data is what the functions write.

export { backfillMediaLibrary } from '../media/backfill-media-library.ts';
export { accountCreationFromAuth } from '../read-models/account-creation.ts';
export { countActiveUsers } from '../read-models/active-users.ts';
export { backfillReadModels } from '../read-models/backfill-read-models.ts';
export { readModelStore } from '../read-models/read-model-store.ts';
export { setTeamMember } from '../team/team-membership.ts';

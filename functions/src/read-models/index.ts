export { countActiveUsersDaily } from './active-users.ts';
export { approvalEmailFigures } from './approval-email-figures.ts';
export { businessUserReadModels, normalUserReadModels } from './user-read-model-triggers.ts';

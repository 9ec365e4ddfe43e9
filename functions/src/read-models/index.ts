export { businessUserReadModels, normalUserReadModels } from './user-read-model-triggers.ts';

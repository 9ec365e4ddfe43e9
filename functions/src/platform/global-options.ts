import { functionsRegion } from '@management-center/contract';
import { setGlobalOptions } from 'firebase-functions/options';

// Read before any function is defined (index.ts imports this first): what every function is deployed with unless
// it says otherwise. The instance cap bounds the cost of a loop or a flood of app writes that the database
// triggers follow; the console itself is used by a few people at a time.
setGlobalOptions({
  region: functionsRegion,
  maxInstances: 10,
  memory: '256MiB',
  timeoutSeconds: 60,
});

// Given to node before the firebase CLI script (`node --import tsx/esm --import <this file> firebase.js ...`, see
// launcher/firebase-tools.ts), so that the Pub/Sub emulator is in firebase-tools' registry before the Functions
// emulator loads the functions. It finds the emulator where every Pub/Sub client does.
import { z } from 'zod';
import { registerPubsubEmulator } from './firebase-tools-pubsub.ts';

const environmentSchema = z.object({
  PUBSUB_EMULATOR_HOST: z.string().regex(/^[^:]+:\d+$/, 'host:port'),
  GCLOUD_PROJECT: z.string().min(1),
});

const { PUBSUB_EMULATOR_HOST, GCLOUD_PROJECT } = environmentSchema.parse(process.env);
const [host = '', port = ''] = PUBSUB_EMULATOR_HOST.split(':');
registerPubsubEmulator({ host, port: Number(port), projectId: GCLOUD_PROJECT });

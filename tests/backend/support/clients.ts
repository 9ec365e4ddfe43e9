import type { App } from 'firebase-admin/app';
import { inject } from 'vitest';
import {
  type Account,
  adminAppOf,
  type MockTokenClaims,
  mockSessionClientOf,
  type WebClient,
  webClientOf,
} from './backend-clients.ts';

export {
  type Account,
  administrator,
  closeAdminApp,
  demoPassword,
  editor,
  member,
  support,
  type WebClient,
} from './backend-clients.ts';

const backend = inject('backend');

export function adminApp(): App {
  return adminAppOf(backend);
}

export function webClient(signIn?: Account): Promise<WebClient> {
  return webClientOf(backend, signIn);
}

export function mockSessionClient(claims: MockTokenClaims) {
  return mockSessionClientOf(backend, claims);
}

import type { BackendPorts } from '@management-center/emulators/launcher/ports';

export interface TestBackend {
  projectId: string;
  host: string;
  ports: BackendPorts;
  environment: Record<string, string>;
  videoApiKey: string;
  webhookPublicKey: string;
  consoleUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackend;
  }
}

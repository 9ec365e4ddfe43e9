import type { BackendPorts } from '@management-center/emulators/launcher/ports';

export interface TestBackend {
  projectId: string;
  host: string;
  ports: BackendPorts;
  environment: Record<string, string>;
  videoApiKey: string;
  webhookPublicKey: string;
  // Rows per step of a bulk action over all that match (the functions' BULK_CHUNK_SIZE).
  bulkChunkSize: number;
  consoleUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    backend: TestBackend;
  }
}

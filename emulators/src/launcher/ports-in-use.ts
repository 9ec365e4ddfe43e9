import { createServer } from 'node:net';
import type { BackendPorts } from './ports.ts';

function isInUse(host: string, port: number): Promise<boolean> {
  return new Promise((resolveInUse) => {
    const server = createServer();
    server.once('error', () => resolveInUse(true));
    server.listen(port, host, () => server.close(() => resolveInUse(false)));
  });
}

export async function portsInUse(host: string, ports: BackendPorts): Promise<string[]> {
  const entries = Object.entries(ports);
  const busy = await Promise.all(entries.map(([, port]) => isInUse(host, port)));
  return entries.filter((_, index) => busy[index]).map(([service, port]) => `${service} (${port})`);
}

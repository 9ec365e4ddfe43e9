import { type BackendPorts, isPortInUse } from './ports.ts';

export async function portsInUse(host: string, ports: BackendPorts): Promise<string[]> {
  const entries = Object.entries(ports);
  const busy = await Promise.all(entries.map(([, port]) => isPortInUse(host, port)));
  return entries.filter((_, index) => busy[index]).map(([service, port]) => `${service} (${port})`);
}

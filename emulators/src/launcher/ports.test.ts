import { describe, expect, it } from 'vitest';
import { freeBackendPorts, projectPorts } from './ports.ts';

describe('ports', () => {
  it('reads the ports of the project interface from firebase.json', () => {
    expect(projectPorts()).toMatchObject({
      auth: 9099,
      functions: 5001,
      firestore: 8080,
      database: 9000,
      storage: 9199,
      pubsub: 8085,
      hosting: 5173,
      hub: 4400,
      logging: 4500,
    });
  });

  it('gives a test run distinct free ports for every service', async () => {
    const ports = await freeBackendPorts();
    const values = Object.values(ports);
    expect(Object.keys(ports).sort()).toEqual(Object.keys(projectPorts()).sort());
    expect(new Set(values).size).toBe(values.length);
  });

  it('gives runs that choose at once ports apart, none where outgoing connections take theirs', async () => {
    const runs = await Promise.all([freeBackendPorts(), freeBackendPorts(), freeBackendPorts()]);
    const values = runs.flatMap((ports) => Object.values(ports));
    expect(new Set(values).size).toBe(values.length);
    for (const port of values) expect(port).toBeLessThan(32_768);
  });
});

import { declaredParams } from 'firebase-functions/params';
import { describe, expect, it } from 'vitest';
import { functionsParameterValues } from './functions-parameters.ts';
import { projectPorts } from './ports.ts';

describe('functionsParameterValues', () => {
  // The Functions emulator would write a missing one back with production's value.
  it('sets every parameter and secret that the functions declare', () => {
    const { parameters, secrets } = functionsParameterValues({
      host: '127.0.0.1',
      ports: projectPorts(),
      videoApiKey: 'local-video-key',
      webhookPublicKey: 'local-webhook-key',
      bulkChunkSize: 50,
    });
    expect(Object.keys({ ...parameters, ...secrets }).sort()).toEqual(
      declaredParams.map((parameter) => parameter.name).sort(),
    );
  });
});

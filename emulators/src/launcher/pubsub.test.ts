import { describe, expect, it, vi } from 'vitest';
import { gcloudHasEmulator } from './gcloud-emulator.ts';
import { requireGcloudPubsub } from './pubsub.ts';

vi.mock('./gcloud-emulator.ts', () => ({ gcloudHasEmulator: vi.fn() }));

describe('requireGcloudPubsub', () => {
  it("looks for the Cloud SDK's Pub/Sub emulator", () => {
    vi.mocked(gcloudHasEmulator).mockReturnValue(true);
    expect(requireGcloudPubsub).not.toThrow();
    expect(gcloudHasEmulator).toHaveBeenCalledWith('pubsub-emulator/bin/cloud-pubsub-emulator');
  });

  it('stops the launcher with what to install when it is missing', () => {
    vi.mocked(gcloudHasEmulator).mockReturnValue(false);
    expect(requireGcloudPubsub).toThrow(
      /runs the scheduled functions locally, is not installed\.\n.*\n {2}apt-get install google-cloud-cli google-cloud-cli-pubsub-emulator$/,
    );
  });
});

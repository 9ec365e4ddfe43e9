// Runs inside the firebase-tools process (see launcher/firebase-tools-preload.ts), and relies on firebase-tools internals (types:
// firebase-tools.d.ts). The Functions emulator registers scheduled and Pub/Sub functions only when a Pub/Sub
// emulator is in its EmulatorRegistry (addPubsubTrigger() in functionsEmulator.js); the one firebase-tools would
// start is a jar it cannot download here. This registers firebase-tools' own PubsubEmulator class, pointed at
// Google's emulator that the launcher started. firebase-tools is pinned to 15.34.2; after an upgrade, check in
// lib/emulator that:
// - pubsubEmulator.js: addTrigger() still subscribes through the client made from EmulatorRegistry.url("pubsub")
//   and hands each message to onMessage(topic, message); stop() still ends by killing every pubsub-emulator
//   process of the machine when it started no jar itself;
// - functionsEmulatorShared.js: getSignatureType() still calls a 2nd gen scheduled function "http", which
//   PubsubEmulator.onMessage() refuses ("Unsupported trigger signature").

/// <reference path="./firebase-tools.d.ts" />
/// <reference path="../storage/firebase-tools.d.ts" />
import { PubsubEmulator, type ReceivedMessage } from 'firebase-tools/lib/emulator/pubsubEmulator.js';
import { EmulatorRegistry } from 'firebase-tools/lib/emulator/registry.js';
import { functionOfScheduleTopic, type ScheduleOutcome, scheduleOutcomeTopic } from './schedule-message.ts';

interface ExternalPubsubAddress {
  readonly host: string;
  readonly port: number;
  readonly projectId: string;
}

const subscriptionCloseTimeoutMs = 2_000;

function withTimeout(work: Promise<void>, timeoutMs: number): Promise<void> {
  return Promise.race([
    work,
    new Promise<void>((resolveTimeout) => setTimeout(resolveTimeout, timeoutMs).unref()),
  ]);
}

class ExternalPubsubEmulator extends PubsubEmulator {
  // The emulator runs outside firebase-tools, started and stopped by the launcher.
  override start(): Promise<void> {
    return Promise.resolve();
  }

  // Only this process's subscriptions: the base class would go on to kill every Pub/Sub emulator on the machine,
  // other backends' included.
  override async stop(): Promise<void> {
    const subscriptions = [...this.subscriptionForTopic.values()];
    this.subscriptionForTopic.clear();
    this.triggersForTopic.clear();
    await Promise.allSettled(
      subscriptions.map((subscription) => withTimeout(subscription.close(), subscriptionCloseTimeoutMs)),
    );
  }

  // A 2nd gen scheduled function is an HTTP function that Cloud Scheduler calls with its job name and schedule
  // time in headers (firebase-functions' onSchedule reads them); the base class refuses that signature, so it gets
  // only topics with other triggers too (it skips the scheduled ones, with a debug line, and acknowledges).
  protected override async onMessage(topicName: string, message: ReceivedMessage): Promise<void> {
    const triggers = this.triggersForTopic.get(topicName) ?? [];
    const scheduled = triggers.filter(({ signatureType }) => signatureType === 'http');
    const scheduleTime = message.attributes.scheduleTime ?? message.publishTime.toISOString();
    await Promise.all(
      scheduled.map(({ triggerKey }) => this.callScheduled(triggerKey, topicName, scheduleTime)),
    );
    if (scheduled.length < triggers.length) await super.onMessage(topicName, message);
    else message.ack();
  }

  private async callScheduled(triggerKey: string, topicName: string, scheduleTime: string): Promise<void> {
    const url = new URL(
      `/functions/projects/${this.args.projectId}/triggers/${triggerKey}`,
      EmulatorRegistry.url('functions'),
    );
    const startedAt = Date.now();
    let status: number | undefined;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'X-CloudScheduler-JobName': topicName, 'X-CloudScheduler-ScheduleTime': scheduleTime },
      });
      status = response.status;
      if (response.ok) {
        this.logger.logLabeled('SUCCESS', 'pubsub', `${triggerKey} ran for the tick of ${scheduleTime}`);
      } else {
        this.logger.logLabeled(
          'WARN',
          'pubsub',
          `${triggerKey} failed for the tick of ${scheduleTime} (HTTP ${status})`,
        );
      }
    } catch (error) {
      this.logger.logLabeled('WARN', 'pubsub', `${triggerKey} could not be called: ${String(error)}`);
    }
    void this.reportOutcome({
      functionName: functionOfScheduleTopic(topicName),
      scheduleTime,
      ...(status === undefined ? {} : { status }),
      durationMs: Date.now() - startedAt,
    });
  }

  // Only a launcher that logs the outcomes creates their topic: without one, there is no one to tell.
  private async reportOutcome(outcome: ScheduleOutcome): Promise<void> {
    try {
      await this.pubsub.topic(scheduleOutcomeTopic).publishMessage({ json: outcome });
    } catch (error) {
      this.logger.logLabeled('DEBUG', 'pubsub', `The outcome was not reported: ${String(error)}`);
    }
  }
}

/** firebase-tools' Pub/Sub emulator for Google's emulator at `address`, which the launcher started. */
export function externalPubsubEmulator(address: ExternalPubsubAddress): PubsubEmulator {
  return new ExternalPubsubEmulator(address);
}

// firebase-tools ships no type declarations for its lib/ folder. These describe only the parts of its Pub/Sub
// emulator that firebase-tools-pubsub.ts uses, as they are in firebase-tools 15.34.2 (pinned in package.json).

declare module 'firebase-tools/lib/emulator/pubsubEmulator.js' {
  /** How the Functions emulator wants a trigger called (functionsEmulatorShared.js getSignatureType()). */
  export type SignatureType = 'http' | 'event' | 'cloudevent';

  export interface PubsubEmulatorArgs {
    projectId: string;
    host?: string;
    port?: number;
  }

  /** The part of @google-cloud/pubsub's Message that onMessage() reads. */
  export interface ReceivedMessage {
    readonly id: string;
    readonly attributes: Record<string, string>;
    readonly publishTime: Date;
    ack(): void;
  }

  interface ClosableSubscription {
    close(): Promise<void>;
  }

  interface EmulatorLogger {
    logLabeled(type: 'BULLET' | 'SUCCESS' | 'WARN' | 'DEBUG', label: string, text: string): void;
  }

  export class PubsubEmulator {
    constructor(args: PubsubEmulatorArgs);
    protected readonly args: PubsubEmulatorArgs;
    protected readonly logger: EmulatorLogger;
    protected readonly triggersForTopic: Map<string, { triggerKey: string; signatureType: SignatureType }[]>;
    protected readonly subscriptionForTopic: Map<string, ClosableSubscription>;
    /** The @google-cloud/pubsub client, made on first use from the registry's address of "pubsub". */
    protected get pubsub(): {
      topic(name: string): { publishMessage(message: { json: unknown }): Promise<string> };
    };
    start(): Promise<void>;
    stop(): Promise<void>;
    getInfo(): { name: string; host: string; port: number };
    getName(): 'pubsub';
    /** Creates the topic and a subscription on it if needed; each message then reaches onMessage(). */
    addTrigger(topicName: string, triggerKey: string, signatureType: SignatureType): Promise<void>;
    /** Calls each trigger of the topic as an event or a CloudEvent, then acknowledges the message. */
    protected onMessage(topicName: string, message: ReceivedMessage): Promise<void>;
  }
}

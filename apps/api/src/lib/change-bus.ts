import cluster from 'node:cluster';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Tells every process of the shop that some cached data changed, so each drops its copy.
 * A topic names what changed (e.g. `settings`); the publisher's own process hears it too. A
 * notice may carry a detail (e.g. which products' stock moved, ADR 031) so a cache can keep
 * what the change did not touch; a notice without one means "anything of the topic changed".
 */
export interface ChangeBus {
  publish(topic: string, detail?: string): void;
  subscribe(topic: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** Hears a topic's notices; `detail` is absent when the whole topic changed (or notices may have been missed). */
export type ChangeListener = (detail?: string) => void;

/** The message cluster workers send to the primary, which hands it to every worker. */
export const CLUSTER_CHANGE_MESSAGE = 'shopwright:change';
export interface ClusterChangeMessage {
  type: typeof CLUSTER_CHANGE_MESSAGE;
  topic: string;
  detail?: string;
}
export const isClusterChangeMessage = (message: unknown): message is ClusterChangeMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as ClusterChangeMessage).type === CLUSTER_CHANGE_MESSAGE &&
  typeof (message as ClusterChangeMessage).topic === 'string' &&
  ['string', 'undefined'].includes(typeof (message as ClusterChangeMessage).detail);

/** A notice as one Redis message: the topic, then the detail after a space (topics have none). */
export const encodeNotice = (topic: string, detail?: string): string => (detail === undefined ? topic : `${topic} ${detail}`);
export function decodeNotice(message: string): { topic: string; detail?: string } {
  const space = message.indexOf(' ');
  return space < 0 ? { topic: message } : { topic: message.slice(0, space), detail: message.slice(space + 1) };
}

/** One process: listeners are called at once. */
export class LocalChangeBus implements ChangeBus {
  protected readonly events = new EventEmitter().setMaxListeners(0);

  publish(topic: string, detail?: string): void {
    this.events.emit(topic, detail);
  }

  subscribe(topic: string, listener: ChangeListener): () => void {
    this.events.on(topic, listener);
    return () => this.events.off(topic, listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}

/**
 * Workers of one node:cluster primary without Redis: a change is applied here at once and sent
 * through the primary (see cluster.ts) to the other workers.
 */
export class ClusterChangeBus extends LocalChangeBus {
  private readonly onMessage = (message: unknown) => {
    if (isClusterChangeMessage(message)) this.events.emit(message.topic, message.detail);
  };

  constructor() {
    super();
    process.on('message', this.onMessage);
  }

  override publish(topic: string, detail?: string): void {
    super.publish(topic, detail);
    process.send?.({ type: CLUSTER_CHANGE_MESSAGE, topic, ...(detail === undefined ? {} : { detail }) } satisfies ClusterChangeMessage);
  }

  override async close(): Promise<void> {
    process.off('message', this.onMessage);
    await super.close();
  }
}

/**
 * Every process on every machine sharing a Redis (and key prefix): changes go out on a Redis
 * channel. Applied locally first, so the publishing process never serves its stale copy.
 */
export class RedisChangeBus extends LocalChangeBus {
  private readonly channel: string;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super();
    this.channel = `${prefix}changes`;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const { topic, detail } = decodeNotice(message);
      this.events.emit(topic, detail);
    });
    // Changes published while the connection was down were missed: drop every cached copy (no detail: the whole topic).
    let connectedBefore = subscriber.status === 'ready';
    subscriber.on('ready', () => {
      if (connectedBefore) for (const topic of this.events.eventNames()) this.events.emit(topic);
      connectedBefore = true;
    });
  }

  /** Resolves once this process listens, so no change published after start-up is missed. */
  async start(): Promise<void> {
    await this.subscriber.subscribe(this.channel);
  }

  override publish(topic: string, detail?: string): void {
    super.publish(topic, detail);
    this.publisher.publish(this.channel, encodeNotice(topic, detail)).catch((err: unknown) => {
      this.log.warn({ err, topic }, 'could not tell the other processes about a change; their caches may be stale');
    });
  }
}

/** The bus that fits how this process runs when there is no Redis. */
export function processChangeBus(): ChangeBus {
  return cluster.isWorker ? new ClusterChangeBus() : new LocalChangeBus();
}

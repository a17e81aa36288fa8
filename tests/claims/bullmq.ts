/** BullMQ seen from outside Vendure: the one queue that the BullMQJobQueuePlugin keeps all Vendure jobs in. */
import { Queue, type Job } from 'bullmq';

import type { RedisInstance } from './redis';

/** The BullMQ queue name of `@vendure/job-queue-plugin` 3.7.3 (QUEUE_NAME in its constants). */
export const vendureBullQueueName = 'vendure-job-queue';

export function bullmqQueue(redis: RedisInstance, prefix: string): Queue {
    return new Queue(vendureBullQueueName, {
        prefix,
        connection: { host: redis.host, port: redis.port, maxRetriesPerRequest: null },
    });
}

/** Waits until the job is in `state` (as BullMQ reports it), or fails after `timeoutMs`. */
export async function waitForJobState(queue: Queue, id: string, state: string, timeoutMs = 10_000): Promise<Job> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
        const current = await queue.getJobState(id);
        // Read the job after its state: a job read before it failed has no failedReason.
        const job = current === state ? await queue.getJob(id) : undefined;
        if (job) return job;
        if (Date.now() > deadline) throw new Error(`job ${id} is ${current}, not ${state}, after ${timeoutMs} ms`);
        await new Promise(resolve => setTimeout(resolve, 50));
    }
}

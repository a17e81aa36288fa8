/** Claims of the horizontal scaling page. */
import assert from 'node:assert/strict';

import { JobQueueService } from '@vendure/core';

import { pageClaims } from './claim';
import { bullmqQueue, waitForJobState } from './bullmq';

export default pageClaims('docs/guides/deployment/horizontal-scaling.md', __filename, [
    {
        title: 'a BullMQ worker fails the jobs of queues it has not started',
        server: 'bullmq',
        async check({ server, redis }) {
            // The staging server processes only its search index queue (jobQueueOptions.activeQueues).
            let processed = 0;
            const queue = await server.app.get(JobQueueService).createQueue({
                name: 'claims-webhook',
                process: async () => {
                    processed++;
                },
            });
            const job = await queue.add({ orderCode: 'ABC' });
            const raw = bullmqQueue(redis!, 'bull');
            try {
                const failed = await waitForJobState(raw, String(job.id), 'failed');
                assert.equal(failed.failedReason, 'No processor defined for the queue "staging-claims-webhook"');
                assert.equal(processed, 0);
            } finally {
                await raw.close();
            }
        },
    },
]);

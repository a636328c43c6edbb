/** What the publish webhook (POST /api/revalidate) answers when a purge could not be completed. */
export const EDGE_CACHE_MESSAGES = {
  webhookDisabled: 'The publish webhook is not configured (SANITY_WEBHOOK_SECRET)',
  invalidSignature: 'Invalid webhook signature',
  notShared: 'The purge could not reach the other replicas. Please retry.',
  edgeFailed: 'The purge could not reach the edge cache. Please retry.',
} as const;

import { Redis } from 'ioredis';

/**
 * A connection that fails fast: commands sent while Redis is unreachable are refused at once
 * rather than queued, so a request that needs Redis answers an error instead of hanging, and
 * /readyz reports the outage. `onError`: each error event (a failed connection, each failed reconnection).
 */
export async function connectRedis(url: string, onError: () => void = () => {}): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 2000 });
  // Errors reach the commands that hit them, and `onError` counts them (the server's metrics); without
  // a listener ioredis would also print each reconnect attempt's error.
  redis.on('error', onError);
  // A first connection that fails is not retried: the caller gives up (the server does not start).
  await redis.connect().catch((err: unknown) => {
    redis.disconnect();
    throw err;
  });
  return redis;
}

// What is left on the BullMQ `leads` queue, read with plain Redis commands (keys `<prefix>:leads:<state>`).
const QUEUE = 'leads';
const LISTS = ['wait', 'active', 'paused'];
const ZSETS = ['delayed', 'prioritized', 'waiting-children'];
const isLeadJob = (id) => String(id).startsWith('lead-');

export async function readQueueState(redis, prefix) {
  const client = await redis.client();
  try {
    const key = (name) => `${prefix}:${QUEUE}:${name}`;
    const pending = {};
    for (const name of LISTS) pending[name] = (await client.lrange(key(name), 0, -1)).filter(isLeadJob).length;
    for (const name of ZSETS) pending[name] = (await client.zrange(key(name), 0, -1)).filter(isLeadJob).length;
    const failedIds = (await client.zrange(key('failed'), 0, -1)).filter(isLeadJob);
    const failed = [];
    for (const id of failedIds) {
      const [reason, attemptsMade, stalledCounter] = await client.hmget(key(id), 'failedReason', 'atm', 'stc');
      failed.push({ id, reason: `${reason}; attemptsMade=${attemptsMade}, stalled=${stalledCounter}` });
    }
    const completed = await client.zcard(key('completed'));
    return { pending, failed, completed };
  } finally {
    client.disconnect();
  }
}

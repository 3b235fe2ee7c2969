// A minimal Redis (RESP2) client: enough to probe, configure and shut down a local server
// without depending on a Redis library. One connection, commands answered in order.
import net from 'node:net';

export class RedisReplyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'RedisReplyError';
    this.code = message.split(' ', 1)[0]; // LOADING, NOAUTH, ERR, ...
  }
}

function encode(args) {
  let out = `*${args.length}\r\n`;
  for (const arg of args) {
    const value = String(arg);
    out += `$${Buffer.byteLength(value)}\r\n${value}\r\n`;
  }
  return out;
}

/** Parses one reply at `offset`; returns { value, next } or undefined when more bytes are needed. */
function parse(buffer, offset) {
  const lineEnd = buffer.indexOf('\r\n', offset);
  if (lineEnd === -1) return undefined;
  const type = String.fromCharCode(buffer[offset]);
  const line = buffer.toString('utf8', offset + 1, lineEnd);
  const next = lineEnd + 2;
  switch (type) {
    case '+':
      return { value: line, next };
    case '-':
      return { value: new RedisReplyError(line), next };
    case ':':
      return { value: Number(line), next };
    case '$': {
      const length = Number(line);
      if (length < 0) return { value: null, next };
      if (buffer.length < next + length + 2) return undefined;
      return { value: buffer.toString('utf8', next, next + length), next: next + length + 2 };
    }
    case '*': {
      const count = Number(line);
      if (count < 0) return { value: null, next };
      const items = [];
      let cursor = next;
      for (let i = 0; i < count; i += 1) {
        const item = parse(buffer, cursor);
        if (!item) return undefined;
        items.push(item.value);
        cursor = item.next;
      }
      return { value: items, next: cursor };
    }
    default:
      throw new Error(`Unexpected reply from Redis (type byte ${JSON.stringify(type)})`);
  }
}

/**
 * Connects to host:port. Resolves with { command(...args), close() }; `command` resolves with the
 * reply or rejects with a RedisReplyError. Rejects with the socket error (ECONNREFUSED...) on failure.
 */
export function connectResp({ host, port, timeoutMs = 2000 }) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const pending = [];
    let buffer = Buffer.alloc(0);
    let connected = false;

    const failAll = (error) => {
      while (pending.length) pending.shift().reject(error);
    };
    socket.setTimeout(timeoutMs, () => socket.destroy(Object.assign(new Error(`Redis at ${host}:${port} timed out`), { code: 'ETIMEDOUT' })));
    socket.on('error', (error) => {
      if (!connected) reject(error);
      failAll(error);
    });
    socket.on('close', () => failAll(Object.assign(new Error('connection closed'), { code: 'ECONNRESET' })));
    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let offset = 0;
      for (;;) {
        const reply = parse(buffer, offset);
        if (!reply) break;
        offset = reply.next;
        const waiter = pending.shift();
        if (!waiter) continue;
        if (reply.value instanceof RedisReplyError) waiter.reject(reply.value);
        else waiter.resolve(reply.value);
      }
      buffer = buffer.subarray(offset);
    });
    socket.on('connect', () => {
      connected = true;
      resolve({
        command: (...args) =>
          new Promise((res, rej) => {
            pending.push({ resolve: res, reject: rej });
            socket.write(encode(args));
          }),
        close: () => {
          socket.destroy();
        },
        /** Resolves when the server closes the connection (after SHUTDOWN). */
        closed: new Promise((res) => socket.once('close', res)),
      });
    });
  });
}

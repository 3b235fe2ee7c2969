// A test client that writes HTTP/1.x by hand on a plain socket, for what fetch and http.request will not send
// (paths as-is, any Host or none, Upgrade, Expect) and to see what happens to the connection afterwards.
import net from 'node:net';

/**
 * Parses one response at the start of `buffer` (interim 1xx answers skipped): undefined until it is complete.
 * @returns {{ status: number, headers: Record<string, string>, body: string, rest: Buffer } | undefined}
 */
function parseResponse(buffer) {
  let start = 0;
  for (;;) {
    const end = buffer.indexOf('\r\n\r\n', start);
    if (end === -1) return undefined;
    const [statusLine, ...lines] = buffer.subarray(start, end).toString('latin1').split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim().toLowerCase();
      headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`;
    }
    if (status >= 100 && status < 200) {
      start = end + 4;
      continue;
    }
    const bodyStart = end + 4;
    if (headers['transfer-encoding'] === 'chunked') {
      let offset = bodyStart;
      const chunks = [];
      for (;;) {
        const lineEnd = buffer.indexOf('\r\n', offset);
        if (lineEnd === -1) return undefined;
        const size = parseInt(buffer.subarray(offset, lineEnd).toString('latin1'), 16);
        if (buffer.length < lineEnd + 2 + size + 2) return undefined;
        if (size === 0) {
          return { status, headers, body: Buffer.concat(chunks).toString('utf8'), rest: buffer.subarray(lineEnd + 4) };
        }
        chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
      }
    }
    const length = Number(headers['content-length'] ?? 0);
    if (buffer.length < bodyStart + length) return undefined;
    return { status, headers, body: buffer.subarray(bodyStart, bodyStart + length).toString('utf8'), rest: buffer.subarray(bodyStart + length) };
  }
}

/**
 * A connection to `port` on 127.0.0.1 that sends raw request text and reads the answers one by one.
 */
export async function openRawConnection(port) {
  const socket = net.connect({ port, host: '127.0.0.1' });
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = Buffer.alloc(0);
  let ended = false;
  let waiter;
  const wake = () => waiter?.();
  socket.on('data', (data) => {
    buffer = Buffer.concat([buffer, data]);
    wake();
  });
  socket.on('close', () => {
    ended = true;
    wake();
  });
  socket.on('error', () => undefined);

  /** Waits until `ready()` returns a value or the server closes the connection (then `ready()` once more). */
  async function until(ready, what) {
    for (;;) {
      const value = ready();
      if (value !== undefined) return value;
      if (ended) {
        const last = ready();
        if (last !== undefined) return last;
        throw new Error(`connection closed before ${what}; received: ${buffer.toString('latin1').slice(0, 300)}`);
      }
      await new Promise((resolve) => (waiter = resolve));
    }
  }

  return {
    /** Writes request text as is (lines joined with CRLF by the caller). */
    send(text) {
      socket.write(text);
    },
    /** The next complete response on the connection. */
    async response() {
      const parsed = await until(() => parseResponse(buffer), 'a complete response');
      buffer = parsed.rest;
      return parsed;
    },
    /** Resolves when the server has closed the connection (nothing else arrived meanwhile). */
    async closedByServer() {
      await until(() => (ended ? true : undefined), 'the server closed it');
      return buffer.toString('latin1');
    },
    get closed() {
      return ended;
    },
    destroy() {
      socket.destroy();
    },
  };
}

/** Sends one request and returns its response (the connection is then closed by the client). */
export async function rawRequest(port, text) {
  const connection = await openRawConnection(port);
  try {
    connection.send(text);
    return await connection.response();
  } finally {
    connection.destroy();
  }
}

/** Request text: a request line, header lines, a blank line, an optional body. */
export const requestText = (requestLine, headers = [], body = '') => `${[requestLine, ...headers].join('\r\n')}\r\n\r\n${body}`;

import net from 'node:net';

export interface RawHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` (bytes as given: header injection, control characters, smuggling attempts that fetch would
 * refuse to send) to host:port and reads the first answer. The request should say `Connection: close`.
 */
export function sendRawHttp(port: number, request: string | Uint8Array, timeoutMs = 10_000): Promise<RawHttpAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer in time'));
    }, timeoutMs);
    const finish = () => {
      clearTimeout(timer);
      try {
        resolve(parseFirstAnswer(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', finish);
    // The server may reset the connection after answering (it stopped reading the request).
    socket.on('error', (error) => {
      if (chunks.length) {
        finish();
      } else {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(request);
  });
}

function parseFirstAnswer(raw: Buffer): RawHttpAnswer {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) throw new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (headers['content-length'] !== undefined) {
    body = body.subarray(0, Number(headers['content-length']));
  } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (!size) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  }
  return { status, headers, body: body.toString('utf8') };
}

import retryPlugin, { fetchOk, withRetries } from './retry';

describe('withRetries', () => {
  it('returns the first success after failures, within the retry count', async () => {
    let calls = 0;
    const result = await withRetries(
      async () => {
        calls++;
        if (calls < 3) throw new Error(`failure ${calls}`);
        return 'ok';
      },
      2,
      0,
    );
    expect(result).toBe('ok');
    expect(calls).toBe(3);
  });

  it('throws the last failure once the retries are used up', async () => {
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new Error(`failure ${calls}`);
        },
        2,
        0,
      ),
    ).rejects.toThrow('failure 3');
    expect(calls).toBe(3);
  });
});

describe('the retry plugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('retries a manifest answered with an HTTP error and returns the later good answer', async () => {
    const answers = [new Response('bad gateway', { status: 502 }), new Response('{"id":"platform"}', { status: 200 })];
    const fetchMock = jest.fn(async () => answers.shift() as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const response = await retryPlugin().fetch?.('http://x/mf-manifest.json', {});
    expect(response && (await response.json())).toEqual({ id: 'platform' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fetchOk rejects a non-2xx answer', async () => {
    globalThis.fetch = (async () => new Response('', { status: 404, statusText: 'Not Found' })) as unknown as typeof fetch;
    await expect(fetchOk('http://x/a.json', {})).rejects.toThrow('404 Not Found');
  });
});

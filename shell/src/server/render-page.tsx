import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/App';

/**
 * Renders one URL of the composed site to the HTML that goes inside #root. `prerender` waits for every lazy
 * remote (renderToString would emit the Suspense fallback instead); any error fails the build loudly.
 */
export async function renderPageHtml(url: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <App refreshRemote={async () => undefined} />
      </StaticRouter>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large Suspense boundary into a hidden <div> revealed by an inline script: the page must
      // be complete HTML without JavaScript (and inline scripts would fail the Content-Security-Policy).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (errors.length > 0) {
    throw new Error(`Prerendering ${url} failed: ${errors.map((e) => (e instanceof Error ? e.stack : String(e))).join('\n')}`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

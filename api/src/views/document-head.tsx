/** The `<head>` every page the API renders shares: charset, viewport, never indexed, the site's icon, the stylesheet. */
export function DocumentHead({ title, stylesheet }: { title: string; stylesheet: string | undefined }) {
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="robots" content="noindex, nofollow" />
      <title>{title}</title>
      {/* The site's icon (served by the gateway); without it browsers ask for /favicon.ico and get a 404. */}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
    </head>
  );
}

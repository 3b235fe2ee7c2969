import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end element content or a quoted attribute', () => {
    expect(escapeHtml(`x"disabled="<script>'&`)).toBe('x&quot;disabled=&quot;&lt;script&gt;&#39;&amp;');
  });

  it('leaves plain text alone', () => {
    expect(escapeHtml('Surface Harvester | Pricing')).toBe('Surface Harvester | Pricing');
  });
});

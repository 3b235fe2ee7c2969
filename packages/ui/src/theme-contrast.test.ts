/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const css = readFileSync(join(__dirname, 'theme.css'), 'utf8');
function token(name: string): string {
  const match = new RegExp(`--color-${name}:\\s*(#[0-9a-fA-F]{6})\\s*;`).exec(css);
  if (!match?.[1]) throw new Error(`token --color-${name} not found as #rrggbb`);
  return match[1];
}

describe('theme tokens meet WCAG AA (4.5:1) for text', () => {
  const surfaces = ['background', 'card', 'muted'];
  it.each(surfaces)('muted-foreground and foreground on %s', (surface) => {
    expect(contrast(token('muted-foreground'), token(surface))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token('foreground'), token(surface))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['cyber-cyan', 'safety-green', 'destructive'])('%s text on background and card', (accent) => {
    expect(contrast(token(accent), token('background'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(token(accent), token('card'))).toBeGreaterThanOrEqual(4.5);
  });

  it('primary-foreground on primary', () => {
    expect(contrast(token('primary-foreground'), token('primary'))).toBeGreaterThanOrEqual(4.5);
  });

  it('primary is cyber-cyan', () => {
    expect(token('primary')).toBe(token('cyber-cyan'));
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

const root = path.resolve(import.meta.dirname, '../../..');

/** The root README, docs/*.md and every workspace's README. */
function documents(): string[] {
  const inFolder = (folder: string, pick: (name: string) => boolean) =>
    existsSync(path.join(root, folder))
      ? readdirSync(path.join(root, folder))
          .filter(pick)
          .map((name) => path.join(folder, name))
      : [];
  const workspaces = [...inFolder('.', () => true), ...inFolder('packages', () => true)].filter((folder) =>
    existsSync(path.join(root, folder, 'README.md')),
  );
  return ['README.md', ...inFolder('docs', (name) => name.endsWith('.md')), ...workspaces.map((folder) => path.join(folder, 'README.md'))];
}

/** Relative targets of Markdown links (`[text](target)`), without their `#fragment`; code spans are skipped. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.split('#')[0]!)
    .filter((target) => target !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

describe('links between the docs', () => {
  it('finds the documents', () => {
    expect(documents()).toEqual(expect.arrayContaining(['README.md', 'docs/environment.md', 'api/README.md']));
  });

  it('resolve: every relative link names a file or folder of the repository', () => {
    const broken = documents().flatMap((document) =>
      relativeLinks(readFileSync(path.join(root, document), 'utf8'))
        .filter((target) => !existsSync(path.resolve(root, path.dirname(document), decodeURIComponent(target))))
        .map((target) => `${document} → ${target}`),
    );
    expect(broken).toEqual([]);
  });
});

import type { ReactNode } from 'react';
import { cn } from './cn';
import { WindowTitleBar } from './window-title-bar';

export type CodeBlockLanguage = 'json' | 'terminal' | 'yaml' | 'text';

export interface CodeBlockProps {
  code: string;
  /** Shown in the window bar (e.g. a file name or 'bash'); also the block's accessible name. */
  title: string;
  language?: CodeBlockLanguage;
  className?: string;
}

const JSON_TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/** Colours JSON keys, strings, literals and numbers (deterministic: same output on server and client). */
function highlightJson(code: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of code.matchAll(JSON_TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(code.slice(last, index));
    const [text, str, colon] = match;
    const key = `${index}`;
    if (str !== undefined && colon !== undefined) {
      parts.push(
        <span key={key} className="text-cyber-cyan">
          {str}
        </span>,
        colon,
      );
    } else if (str !== undefined) {
      parts.push(
        <span key={key} className="text-safety-green">
          {str}
        </span>,
      );
    } else {
      // true/false/null or a number
      parts.push(
        <span key={key} className="text-amber-300">
          {text}
        </span>,
      );
    }
    last = index + text.length;
  }
  if (last < code.length) parts.push(code.slice(last));
  return parts;
}

/** Terminal lines: `$ command` prompts in cyan, check marks (✓/✗) and the final `Result:` line coloured. */
function highlightTerminal(code: string): ReactNode[] {
  return code.split('\n').map((line, index) => {
    const newline = index === 0 ? '' : '\n';
    if (line.startsWith('$ ')) {
      return (
        <span key={index}>
          {newline}
          <span className="text-cyber-cyan select-none">$ </span>
          <span className="text-foreground">{line.slice(2)}</span>
        </span>
      );
    }
    const mark = line.search(/[✓✗]/);
    if (mark > 0) {
      return (
        <span key={index}>
          {newline}
          {line.slice(0, mark)}
          <span className={line[mark] === '✓' ? 'text-safety-green' : 'text-amber-300'}>{line.slice(mark)}</span>
        </span>
      );
    }
    const tone = /^Result: PASS/.test(line) ? 'text-safety-green' : /^Result: (FAIL|WARN)/.test(line) ? 'text-amber-300' : undefined;
    return (
      <span key={index} className={tone}>
        {newline}
        {line}
      </span>
    );
  });
}

/** YAML-ish config: keys in cyan, comments muted. */
function highlightYaml(code: string): ReactNode[] {
  return code.split('\n').map((line, index) => {
    const newline = index === 0 ? '' : '\n';
    const comment = /^(\s*)(#.*)$/.exec(line);
    if (comment) {
      return (
        <span key={index}>
          {newline}
          {comment[1]}
          <span className="text-muted-foreground">{comment[2]}</span>
        </span>
      );
    }
    const pair = /^(\s*(?:- )?)([\w.-]+)(:)(.*)$/.exec(line);
    if (pair) {
      return (
        <span key={index}>
          {newline}
          {pair[1]}
          <span className="text-cyber-cyan">{pair[2]}</span>
          {pair[3]}
          <span className="text-safety-green">{pair[4]}</span>
        </span>
      );
    }
    return (
      <span key={index}>
        {newline}
        {line}
      </span>
    );
  });
}

/**
 * A code sample in a window frame (JSON, terminal session, YAML config). Lines do not wrap on phones and tablets, so
 * columns and indentation stay aligned (a pre-flight check's output, a config); a sample wider than the screen
 * scrolls sideways inside its frame, which takes the keyboard focus so it can be scrolled with the arrow keys too,
 * and glows on the edge behind which more of it waits (`scroll-cue-x`).
 * On wide screens a JSON or YAML line longer than its column wraps instead (its indentation still shows the
 * structure there); terminal output never wraps. The page itself never scrolls sideways.
 */
export function CodeBlock({ code, title, language = 'text', className }: CodeBlockProps) {
  const content =
    language === 'json' ? highlightJson(code) : language === 'terminal' ? highlightTerminal(code) : language === 'yaml' ? highlightYaml(code) : code;
  return (
    <figure
      className={cn('min-w-0 overflow-hidden rounded-xl border border-border bg-[#030712] shadow-[0_12px_32px_-16px_rgb(0_0_0/0.8)]', className)}
    >
      <WindowTitleBar title={title} look="code" as="figcaption" />
      <pre
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to be scrolled.
        tabIndex={0}
        className={cn(
          'scroll-cue-x overflow-x-auto p-4 font-mono text-xs leading-relaxed whitespace-pre text-foreground focus-visible:outline-offset-[-2px] [--scroll-cue-surface:#030712] sm:p-5 sm:text-[0.8125rem]',
          (language === 'json' || language === 'yaml') && 'lg:whitespace-pre-wrap lg:[overflow-wrap:anywhere]',
        )}
      >
        <code>{content}</code>
      </pre>
    </figure>
  );
}

import type { DestinationStream } from 'pino';

/** A pino destination that keeps every log line (parsed) for assertions. */
export class LogCapture implements DestinationStream {
  readonly lines: Array<Record<string, unknown>> = [];

  write(line: string): void {
    for (const part of line.split('\n')) {
      if (part.trim()) this.lines.push(JSON.parse(part) as Record<string, unknown>);
    }
  }

  find(predicate: (line: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
    return this.lines.find(predicate);
  }
}

// The caught messages: the newest `limit` in memory, every one appended to a JSON-lines file.
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';

export class MessageStore {
  #messages = [];
  #limit;
  #file;
  #writes = Promise.resolve();

  /** @param {{ limit?: number, file?: string | null }} options `file: null` keeps messages in memory only. */
  constructor({ limit = 500, file = null } = {}) {
    this.#limit = limit;
    this.#file = file;
  }

  get file() {
    return this.#file;
  }

  async open() {
    if (this.#file) await mkdir(path.dirname(this.#file), { recursive: true });
  }

  /** Keeps the message (dropping the oldest beyond the limit) and appends it to the file, in arrival order. */
  add(message) {
    this.#messages.push(message);
    if (this.#messages.length > this.#limit) this.#messages.splice(0, this.#messages.length - this.#limit);
    if (!this.#file) return Promise.resolve();
    const line = `${JSON.stringify(message)}\n`;
    const write = this.#writes.then(() => appendFile(this.#file, line, 'utf8'));
    this.#writes = write.catch(() => {});
    return write;
  }

  /** Oldest first; `to` keeps messages addressed (To, Cc or envelope) to that address. */
  list({ to } = {}) {
    if (!to) return [...this.#messages];
    const wanted = to.toLowerCase();
    return this.#messages.filter((m) =>
      [...m.to, ...m.cc, ...m.envelope.to].some((address) => address.toLowerCase() === wanted),
    );
  }

  get(id) {
    return this.#messages.find((m) => m.id === id);
  }

  /** Empties the in-memory list (the JSON-lines file is a log and stays). Returns how many were removed. */
  clear() {
    const count = this.#messages.length;
    this.#messages = [];
    return count;
  }

  /** Resolves once every accepted message has reached the file. */
  flush() {
    return this.#writes;
  }
}

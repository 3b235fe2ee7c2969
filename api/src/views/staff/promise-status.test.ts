import { describe, expect, it } from '@jest/globals';
import { formatTime, promiseStatus } from './promise-status.js';

const received = new Date('2026-11-24T08:00:00Z');
const at = (hours: number) => new Date(received.getTime() + hours * 3_600_000);

describe('promiseStatus', () => {
  it('counts down the 24 hours, and up once they are over', () => {
    expect(promiseStatus(received, null, at(2))).toEqual({ text: '22 h left', tone: 'ok' });
    expect(promiseStatus(received, null, at(21))).toEqual({ text: '3 h left', tone: 'soon' });
    expect(promiseStatus(received, null, at(23.25))).toEqual({ text: '45 min left', tone: 'soon' });
    expect(promiseStatus(received, null, at(29.5))).toEqual({ text: '5 h overdue', tone: 'overdue' });
  });

  it('says how long a claimed lead waited', () => {
    expect(promiseStatus(received, at(3), at(30))).toEqual({ text: 'Claimed after 3 h', tone: 'done' });
    expect(promiseStatus(received, at(26), at(30))).toEqual({ text: 'Claimed after 26 h', tone: 'overdue' });
  });

  it('formats times to the minute, in UTC', () => {
    expect(formatTime(at(1.5))).toBe('2026-11-24 09:30 UTC');
  });
});

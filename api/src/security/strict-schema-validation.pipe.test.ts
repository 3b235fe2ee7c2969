import { describe, expect, it } from '@jest/globals';
import { scanBody } from './strict-schema-validation.pipe.js';

describe('scanBody', () => {
  it('names the dotted path of every prototype key and NUL string, at any depth', () => {
    const body = JSON.parse('{"a":{"constructor":1,"b":[{"prototype":2},"ok","x\\u0000y"]},"n":"\\u0000"}') as unknown;
    const findings = scanBody(body);
    expect(findings.prototypeKeys.sort()).toEqual(['a.b.0.prototype', 'a.constructor']);
    expect(findings.nulCharacters.sort()).toEqual(['a.b.2', 'n']);
    expect(scanBody('\u0000').nulCharacters).toEqual(['(root)']);
  });

  it('finds an own __proto__ key (as a url-encoded form or JSON.parse make it) and stops at the limit', () => {
    const form = Object.assign(Object.create(null) as Record<string, unknown>, { workEmail: 'x' });
    Object.defineProperty(form, '__proto__', { value: 'polluted', enumerable: true });
    expect(scanBody(form).prototypeKeys).toEqual(['__proto__']);
    expect(scanBody(JSON.parse('{"w":{"__proto__":{"polluted":1}}}')).prototypeKeys).toEqual(['w.__proto__']);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, index) => [`k${index}`, { constructor: index, text: '\u0000' }]));
    expect(scanBody(many, 5).prototypeKeys).toHaveLength(5);
    expect(scanBody(many, 5).nulCharacters).toHaveLength(5);
  });
});

import { describe, expect, it } from '@jest/globals';
import { parseBasicAuthorization } from './basic-credentials.js';

const encode = (text: string) => Buffer.from(text).toString('base64');

describe('parseBasicAuthorization', () => {
  it('splits on the first colon (passwords may contain colons)', () => {
    expect(parseBasicAuthorization(`Basic ${encode('admin:pa:ss')}`)).toEqual({ username: 'admin', password: 'pa:ss' });
    expect(parseBasicAuthorization(`basic ${encode('admin:')}`)).toEqual({ username: 'admin', password: '' });
  });

  it.each([undefined, '', 'Bearer abc', 'Basic', `Basic ${encode('no-colon')}`, `Basic ${encode(':nouser')}`])('rejects %p', (header) => {
    expect(parseBasicAuthorization(header)).toBeUndefined();
  });
});

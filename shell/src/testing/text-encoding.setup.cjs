// jsdom has no TextEncoder/TextDecoder, which React Router reads when its module loads (browsers and Node have
// them): give DOM tests Node's own.
const { TextEncoder, TextDecoder } = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = TextDecoder;

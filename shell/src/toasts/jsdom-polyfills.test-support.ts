/// <reference types="node" />
// Test support for jsdom test files: jest-environment-jsdom lacks TextEncoder/TextDecoder, which
// react-router (reached through @site/ui) needs at import time. Import this first.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

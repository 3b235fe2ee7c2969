// The one test and dev harness of the repository: every test, the browser tests, the fault run, the benchmarks
// and `npm start` get their servers, processes and waits from here.
export { aptInstall, findOnPath, isRoot, redactUrl, run, runAsPostgres, type RunResult } from './commands.js';
export { type BackingServices, ensureServices } from './ensure-services.js';
export { fetchSolvedProofOfWork, PROOF_OF_WORK_CHALLENGE_PATH, solveProofOfWork } from './proof-of-work.js';
export { type MailCatcher, startMailCatcher } from './mail-catcher.js';
export { assertPrivatePort, freePort, isPortOpen, SHARED_PORTS } from './ports.js';
export {
  DEFAULT_DATABASE_URL,
  dropDatabase,
  ensureDatabase,
  type EnsuredDatabase,
  ensurePostgres,
  findPostgresBinDir,
  PrivatePostgres,
  type PrivatePostgresOptions,
  privatePostgres,
} from './postgres.js';
export {
  DEFAULT_REDIS_URL,
  type EnsuredService,
  ensureRedis,
  openRedisClient,
  PrivateRedis,
  type PrivateRedisOptions,
  privateRedis,
  replyCode,
} from './redis.js';
export { type MessageView, type SmtpHttpReader, startSmtpHttpReader, viewOf } from './smtp-http-reader.js';
export {
  addressesOf,
  messageHeaders,
  messageIdOf,
  type ReceivedEnvelope,
  type ReceivedMessage,
  type Refusal,
  type SmtpBehaviour,
  SmtpTestServer,
  type SmtpTestServerOptions,
} from './smtp-test-server.js';
export { Supervised, supervise, type SuperviseOptions } from './supervise.js';
export { sleep, waitFor, type WaitOptions } from './wait-for.js';
export { otpauthUriIn, TestAuthenticator } from './test-authenticator.js';

import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { apiConfig, redisOptionsFromUrl } from '@site/config';
import { LEADS_QUEUE, normalisePersonEmail, type PersonCorrection as Correction, personCorrectionSchema } from '@site/contracts';
import { createDataSource } from '@site/persistence';
import { PersonCorrection, PersonErasure } from '@site/privacy';
import { Queue } from 'bullmq';

export const PEOPLE_USAGE = `usage: node api/dist/cli/people.js <command>   (DATABASE_URL, REDIS_URL and QUEUE_PREFIX as the API reads them)
  export <email>                    print everything stored about the address as JSON
  erase <email> --confirm <email>   erase the address everywhere (lead rows, queue jobs and events); prints the counts
  correct <email> [--full-name <text>] [--company <text>] [--role <role>] [--work-email <email>]
                                    correct those fields in every lead of the address (checked like the lead forms); prints the counts`;

/** The `correct` options, by the field they set. */
const CORRECTION_OPTIONS = { 'full-name': 'fullName', company: 'company', role: 'role', 'work-email': 'workEmail' } as const;

/** Where the command reads and writes (injectable for tests). */
export interface PeopleCommandIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A mistake in the command line: exit code 2 with the usage. */
class UsageError extends Error {}

interface Parsed {
  command: string;
  email: string;
  /** For `correct`: the fields to change, validated. */
  correction?: Correction;
}

function parse(argv: readonly string[]): Parsed {
  let values: Partial<Record<'confirm' | keyof typeof CORRECTION_OPTIONS, string>>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        confirm: { type: 'string' },
        'full-name': { type: 'string' },
        company: { type: 'string' },
        role: { type: 'string' },
        'work-email': { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command = '', raw, ...extra] = positionals;
  if (command !== 'export' && command !== 'erase' && command !== 'correct')
    throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  if (raw === undefined || extra.length > 0) throw new UsageError(`"${command}" takes one email address`);
  const email = normalisePersonEmail(raw);
  if (!email) throw new UsageError(`"${raw}" is not an email address`);
  // An erasure cannot be undone: the address is typed twice, like the staff page's confirmation.
  if (command === 'erase' && normalisePersonEmail(values.confirm) !== email) throw new UsageError(`"erase" needs --confirm ${raw} to go ahead`);
  if (command !== 'correct') return { command, email };
  const fields = Object.fromEntries(
    Object.entries(CORRECTION_OPTIONS).flatMap(([option, field]) =>
      values[option as keyof typeof CORRECTION_OPTIONS] === undefined ? [] : [[field, values[option as keyof typeof CORRECTION_OPTIONS]]],
    ),
  );
  const correction = personCorrectionSchema.safeParse(fields);
  if (!correction.success)
    throw new UsageError(correction.error.issues.map((issue) => `${issue.path.join('.') || 'correct'}: ${issue.message}`).join('\n'));
  return { command, email, correction: correction.data };
}

/**
 * `people <export|erase|correct> <email>`: a data-subject request from a script, through the same PersonErasure as the staff
 * API, recorded in the audit log as `cli:<system user>`. JSON on standard output. Returns the exit code:
 * 0 done, 1 failed, 2 usage.
 */
export async function runPeopleCommand(argv: readonly string[], io: PeopleCommandIo): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parse(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${PEOPLE_USAGE}`);
    return 2;
  }
  const config = apiConfig(io.env);
  const dataSource = createDataSource(config.databaseUrl, 2);
  const queue = new Queue(LEADS_QUEUE, {
    // A command line must fail, not wait forever, when Redis is unreachable.
    connection: { ...redisOptionsFromUrl(config.redisUrl, 'people-cli'), maxRetriesPerRequest: 1, connectTimeout: 5000 },
    prefix: config.queuePrefix,
  });
  queue.on('error', () => undefined);
  try {
    await dataSource.initialize();
    const erasure = new PersonErasure(dataSource, queue);
    const requester = { actor: `cli:${userInfo().username}` };
    if (parsed.correction) {
      const corrected = await new PersonCorrection(dataSource).correct(parsed.email, parsed.correction, requester);
      if (!corrected) {
        io.err(`correct failed: nothing is stored about ${parsed.email}`);
        return 1;
      }
      io.out(JSON.stringify({ email: parsed.email, corrected }, null, 2));
      return 0;
    }
    const result =
      parsed.command === 'export'
        ? await erasure.export(parsed.email, requester)
        : { email: parsed.email, erased: await erasure.erase(parsed.email, requester) };
    io.out(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    io.err(`${parsed.command} failed: ${(error as Error).message}`);
    return 1;
  } finally {
    await queue.close();
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

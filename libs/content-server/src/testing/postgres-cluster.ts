import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** What to do when PostgreSQL is missing: `npm test` (tools/scripts/setup.mjs) installs it. */
const installHint =
  "run `npm test` (tools/scripts/setup.mjs installs Debian's postgresql package) or `apt-get install postgresql`";

/** A throwaway PostgreSQL server of one test file. */
export interface PostgresCluster {
  /** Connection string of its `postgres` database (superuser `postgres`, no password). */
  url: string;
  /** Creates a login role `name` (no superuser) and a database `name` it owns, as production has; answers its connection string. */
  createOwnedDatabase(name: string): Promise<string>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
}

export interface PostgresClusterOptions {
  /** First and last port to try, on 127.0.0.1. */
  ports?: readonly [number, number];
  /** The server's time zone: not UTC by default, so SQL that depends on it shows. */
  timeZone?: string;
}

/** The folder of `initdb`, `pg_ctl` and `postgres`: `pg_config --bindir`, else Debian's newest /usr/lib/postgresql/N/bin. */
export async function findPostgresBinaries(): Promise<string | null> {
  const hasServer = (folder: string) =>
    existsSync(join(folder, 'initdb')) && existsSync(join(folder, 'pg_ctl'));
  const fromConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  if (fromConfig && hasServer(fromConfig)) return fromConfig;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return versions.map((version) => join(debian, version, 'bin')).find(hasServer) ?? null;
}

/** A port of the range nobody listens on (postgres binds it a moment later). */
async function freePort([first, last]: readonly [number, number]): Promise<number> {
  for (let port = first; port <= last; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`No free port for PostgreSQL between ${first} and ${last}`);
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user the Debian package creates. */
async function serverUser(folder: string): Promise<string[]> {
  if (process.getuid?.() !== 0) return [];
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  const [uid, gid] = await Promise.all([id('-u'), id('-g')]).catch(() => {
    throw new Error(`PostgreSQL cannot run as root and there is no postgres user: ${installHint}`);
  });
  chownSync(folder, uid, gid);
  return ['runuser', '-u', 'postgres', '--'];
}

/**
 * Starts a private PostgreSQL server for tests: a fresh cluster in a temporary folder (trust
 * authentication, UTF-8, the C collation and C.UTF-8 character classes PGlite has), listening on
 * 127.0.0.1 on a free port with its socket in that folder, waited for until it accepts connections.
 * Durability is off: the cluster lives for one test file.
 */
export async function startPostgresCluster({
  ports = [3600, 3699],
  timeZone = 'America/New_York',
}: PostgresClusterOptions = {}): Promise<PostgresCluster> {
  const bin = await findPostgresBinaries();
  if (!bin)
    throw new Error(`PostgreSQL server binaries (initdb, pg_ctl) not found: ${installHint}`);
  const folder = mkdtempSync(join(tmpdir(), 'aula-postgres-'));
  const data = join(folder, 'data');
  const log = join(folder, 'postgres.log');
  const asServerUser = await serverUser(folder);
  const exec = (program: string, args: string[]) => {
    const [command = program, ...rest] = [...asServerUser, join(bin, program), ...args];
    return run(command, rest, { cwd: folder });
  };
  const pgCtl = (args: string[]) => exec('pg_ctl', ['-D', data, '-w', '-t', '60', ...args]);
  try {
    await exec('initdb', [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--lc-collate=C',
      '--no-sync',
      '--no-instructions',
    ]);
    const port = await freePort(ports);
    const settings = [
      `-p ${port}`,
      `-k '${folder}'`,
      "-c listen_addresses='127.0.0.1'",
      `-c timezone='${timeZone}'`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ];
    await pgCtl(['-l', log, '-o', settings.join(' '), 'start']);
    const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
    return {
      url,
      createOwnedDatabase: async (name) => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`create role "${name}" login`);
          await client.query(`create database "${name}" owner "${name}"`);
        } finally {
          await client.end();
        }
        return `postgresql://${name}@127.0.0.1:${port}/${name}`;
      },
      stop: async () => {
        try {
          await pgCtl(['-m', 'fast', 'stop']);
        } finally {
          rmSync(folder, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    const serverLog = existsSync(log)
      ? `\n--- postgres.log ---\n${readFileSync(log, 'utf8').slice(-2000)}`
      : '';
    await pgCtl(['-m', 'immediate', 'stop']).catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
    throw new Error(
      `PostgreSQL test cluster did not start: ${error instanceof Error ? error.message : String(error)}${serverLog}`,
      { cause: error },
    );
  }
}

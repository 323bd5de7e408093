/**
 * `npm start`'s server as a real process: first start migrates and seeds, a second start keeps
 * the data and the sessions, signals close it cleanly, and no log line carries a secret.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_VERSION } from '../../schemas/auth';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../server/db/seed';
import { t } from '../../texts/t';
import { testDatabaseUrl } from '../helpers/test-app';

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const STARTED = t('app.serverStarted', { url: '' });
/** The banner's last line: once it is out, the whole banner is. */
const BANNER_END = t('app.sandboxSms').split('%{url}')[0] ?? '';

function start(env: NodeJS.ProcessEnv): Promise<Running> {
  // Node itself with tsx's loader, not the tsx CLI: the CLI relays a signal to its child and, when the
  // child does not acknowledge within 30 ms (a busy CI machine), kills it and exits 143.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', REALTIME_PORT: '0', SPA_DIR: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = output.split('\n');
      const started = lines.find((candidate) => candidate.startsWith(STARTED));
      if (started && lines.some((candidate) => candidate.startsWith(BANNER_END))) {
        resolve({ child, url: started.slice(STARTED.length).trim(), output: () => output });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

function stop(running: Running): Promise<number | null> {
  return new Promise((resolve) => {
    running.child.removeAllListeners('exit');
    running.child.once('exit', (code) => resolve(code));
    running.child.kill('SIGTERM');
  });
}

async function call(url: string, method: string, body?: object, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, json: await response.json(), cookie: response.headers.get('set-cookie') };
}

/** Pino's lines without fields that are plain numbers by nature (time, pid, ports). */
function logLines(output: string): string[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      const entry = JSON.parse(line);
      delete entry.time;
      delete entry.pid;
      delete entry.responseTime;
      if (entry.req) delete entry.req.remotePort;
      return JSON.stringify(entry);
    });
}

describe('the server process', () => {
  const env: NodeJS.ProcessEnv = {};
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    if (process.env.TEST_DB_ENGINE === 'postgres') {
      const name = `fleet_main_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(testDatabaseUrl());
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      // DATABASE_URL makes it a production start: the sandbox gateways run only when named.
      env.CABINET_SANDBOX = 'sms,email,payouts';
      cleanup = async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      };
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'fleet-main-'));
      env.DATA_DIR = dir;
      env.DATABASE_URL = '';
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
    }
  });
  afterAll(async () => {
    await cleanup();
  });

  it('seeds, serves, survives a restart, closes on SIGTERM and never logs secrets', { timeout: 120_000 }, async () => {
    const secrets: string[] = [DEMO_PASSWORD, 'wrong-password-xyz'];
    const first = await start(env);
    expect(first.output()).toContain(t('app.demoSeeded'));
    expect(first.output()).toContain(
      t('app.demoAccounts', { logins: DEMO_LOGINS.join(', '), password: DEMO_PASSWORD }),
    );
    expect(first.output()).toContain(t('app.sandboxSms', { url: `${first.url}/dev/sms-outbox` }));

    const auth = `${first.url}/auth-api/auth`;
    const credentials = { AUTH_USER: 'demo1', AUTH_PW: DEMO_PASSWORD, DEVICE_UID: 'process-device-01', api_ver: API_VERSION };
    const asked = await call(auth, 'POST', credentials);
    expect(asked.status).toBe(200);
    const [sms] = (await call(`${first.url}/dev/sms-outbox?login=demo1`, 'GET')).json;
    const signedIn = await call(`${auth}/sms`, 'POST', {
      ...credentials,
      sms_key: asked.json.data.sms_key,
      sms_code: sms.code,
    });
    expect(signedIn.status).toBe(200);
    const token: string = signedIn.json.data.token;
    const cookie = (signedIn.cookie ?? '').split(';')[0] ?? '';
    secrets.push(sms.code, asked.json.data.sms_key, token, cookie.split('=')[1] ?? '');
    expect((await call(`${auth}/token/refresh`, 'PUT', { AUTH_USER: 'demo1' }, { cookie })).status).toBe(200);
    expect((await call(auth, 'POST', { ...credentials, AUTH_PW: 'wrong-password-xyz' })).status).toBe(401);

    const person = { EMAIL: 'demo5@demo-park.ru', PHONE: '+79161234505', country_code: 2 };
    const reset = await call(`${auth}/resetpwd/sms`, 'POST', person);
    const [resetSms] = (await call(`${first.url}/dev/sms-outbox?login=${person.EMAIL}`, 'GET')).json;
    const confirm = { ...person, sms_key: reset.json.data.sms_key, sms_code: resetSms.code };
    const parks = await call(`${auth}/resetpwd/smsconfirm`, 'POST', confirm);
    const [park] = parks.json.data.taxis_list;
    const changed = await call(`${auth}/resetpwd/taxischange`, 'POST', { ...confirm, ...park });
    expect(changed.json).toEqual({ data: { message: t('recovery.success') } });
    const [mail] = (await call(`${first.url}/dev/email-outbox?to=${person.EMAIL}`, 'GET')).json;
    const newPassword = mail.text.match(/: (\S{10,})\n/)?.[1] ?? '';
    expect(newPassword.length).toBeGreaterThanOrEqual(10);
    secrets.push(resetSms.code, reset.json.data.sms_key, newPassword);

    expect(await stop(first)).toBe(0);
    expect(first.output()).toContain(t('app.stopping'));

    const second = await start(env);
    expect(second.output()).not.toContain(t('app.demoSeeded'));
    // Sessions and the signing key live in the database: the token of the first run still works.
    const me = await call(`${second.url}/api/users/${signedIn.json.data.user_id}`, 'GET', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(me.status).toBe(200);
    expect(me.json.login).toBe('demo1');
    expect(await stop(second)).toBe(0);

    const lines = [...logLines(first.output()), ...logLines(second.output())];
    expect(lines.length).toBeGreaterThan(10);
    for (const secret of secrets.filter((value) => value.length > 0)) {
      const pattern = new RegExp(`(?<![\\w-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`);
      expect(lines.filter((line) => pattern.test(line)), 'a log line carries a secret').toEqual([]);
    }
  });
});

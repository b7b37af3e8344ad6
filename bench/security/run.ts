// Brute-force check: the real server (child process, fresh embedded database) attacked the way a script would
// attack it, to measure where login, SMS codes and captchas stop the attacker. It prints the stopping points;
// the README's security section records them with the limits that produce them.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sealForServer } from '../../apps/server/src/modules/enc/index';
import { repoRoot, startServer, type RunningServer } from '../../scripts/server-process';

const run = promisify(execFile);

interface Envelope {
  success: boolean;
  code: string;
  value: Record<string, unknown> | null;
}

async function call(server: RunningServer, method: string, path: string, body: unknown, ip: string) {
  const res = await fetch(server.baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope;
}

async function sealed(server: RunningServer, body: unknown) {
  const res = await fetch(`${server.baseUrl}/wps/session/key`);
  const { value } = (await res.json()) as { value: { kid: string; publicKey: string; serverTime: number } };
  return sealForServer(body, value);
}

async function ops(server: RunningServer, ...args: string[]) {
  const { stdout } = await run('npm', ['run', '--silent', 'ops', '--', ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
  });
  return stdout;
}

/** Password guessing against one account: from one address, then from a new address per guess. */
async function passwordAttack(
  server: RunningServer,
  label: string,
  username: string,
  ipFor: (i: number) => string,
) {
  const codes: string[] = [];
  for (let i = 1; i <= 30; i++) {
    const body = await sealed(server, { type: 'username', username, password: `Guess${i}x` });
    const answer = await call(server, 'POST', '/wps/session/login', body, ipFor(i));
    codes.push(answer.code);
    if (answer.code !== 'INVALID_CREDENTIALS') {
      console.log(
        `${label}: guesses 1-${i - 1} answered INVALID_CREDENTIALS, guess ${i} answered ${answer.code}`,
      );
      break;
    }
  }
  const right = await call(
    server,
    'POST',
    '/wps/session/login',
    await sealed(server, { type: 'username', username, password: 'Victim123' }),
    '10.9.9.9',
  );
  console.log(`${label}: the right password right after: ${right.code}`);
  return codes;
}

/** Password spraying: one guess per account name, all from one address. */
async function sprayAttack(server: RunningServer) {
  for (let i = 1; i <= 120; i++) {
    const body = await sealed(server, { type: 'username', username: `spray${i}`, password: 'Summer2026' });
    const answer = await call(server, 'POST', '/wps/session/login', body, '10.3.0.1');
    if (answer.code !== 'INVALID_CREDENTIALS') {
      console.log(`  one address, a new account name per guess: guess ${i} answered ${answer.code}`);
      return;
    }
  }
  console.log('  one address, a new account name per guess: not stopped within 120 guesses');
}

async function smsAttack(server: RunningServer) {
  const ip = '10.7.0.1';
  const sent = await call(
    server,
    'POST',
    '/wps/verification/sms/register',
    { mobileNo: '9178880001', regType: 'mobile' },
    ip,
  );
  console.log(`SMS code: requested (${sent.code})`);
  const tryCode = async (verificationCode: string, i: number) => {
    const body = await sealed(server, {
      mobileNum: '9178880001',
      verificationCode,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      birthday: '1980-01-01',
      agreement: true,
    });
    const res = await fetch(`${server.baseUrl}/wps/member/register/mobile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.1.${i}` },
      body: JSON.stringify(body),
    });
    return ((await res.json()) as Envelope).code;
  };
  const sms = JSON.parse(await ops(server, 'outbox:sms', '--phone', '+639178880001', '--json')) as {
    body: string;
  }[];
  const realCode = sms[0]!.body.match(/\b(\d{6})\b/)![1]!;
  const wrong: string[] = [];
  for (let i = 0; i < 5; i++) {
    const guess = String((Number(realCode) + 1 + i) % 1_000_000).padStart(6, '0');
    wrong.push(await tryCode(guess, i));
  }
  const right = await tryCode(realCode, 9);
  console.log(`SMS code: 5 wrong guesses answered ${wrong.join(', ')}; the right code after them: ${right}`);
  const resends: string[] = [];
  for (let i = 0; i < 3; i++) {
    resends.push(
      (
        await call(
          server,
          'POST',
          '/wps/verification/sms/register',
          { mobileNo: '9178880001', regType: 'mobile' },
          `10.7.2.${i}`,
        )
      ).code,
    );
  }
  console.log(`SMS code: resends for the same number right after: ${resends.join(', ')}`);
}

async function captchaAttack(server: RunningServer) {
  const ip = '10.6.0.1';
  const answers: string[] = [];
  for (let i = 0; i < 10; i++) answers.push((await call(server, 'GET', '/wps/captcha', undefined, ip)).code);
  const served = answers.filter((c) => c === 'OK').length;
  console.log(`Captcha: ${served} of 10 immediate refreshes served from one address (${answers.join(' ')})`);
}

async function main() {
  const server = await startServer({ label: 'suerte-bruteforce', env: { TRUSTED_PROXIES: '127.0.0.1,::1' } });
  try {
    await ops(server, 'member:create', 'SUERTE_PH', 'victim01', '--password', 'Victim123');
    console.log('With the captcha after a failed login (the default):');
    await passwordAttack(server, '  one address', 'victim01', () => '10.1.0.1');
    await ops(server, 'member:create', 'SUERTE_PH', 'victim02', '--password', 'Victim123');
    await ops(server, 'identity:set', 'SUERTE_PH', 'captchaAfterFailedLogin', 'off');
    await ops(server, 'identity:set', 'SUERTE_PH', 'captchaOnRegister', 'off');
    console.log('Captcha switched off by the operator (account lockout alone):');
    await call(server, 'GET', '/healthz', undefined, '10.0.0.1');
    await passwordAttack(server, '  a new address per guess', 'victim02', (i) => `10.2.${i >> 8}.${i & 255}`);
    await sprayAttack(server);
    await smsAttack(server);
    await captchaAttack(server);
  } finally {
    await server.stop();
  }
}

await main();

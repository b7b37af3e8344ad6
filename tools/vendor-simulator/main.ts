import { startVendorSimulator, type FailureMode } from './simulator.js';

/**
 * Runs the vendor simulator as its own process:
 *   node --import tsx tools/vendor-simulator/main.ts --secret <vendors.wallet_secret> [--port 4100] [--mode ok]
 */
function arg(name: string, fallback?: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : (process.env[`SIM_${name.toUpperCase()}`] ?? fallback);
}

const secret = arg('secret');
if (!secret) {
  console.error(
    'usage: node --import tsx tools/vendor-simulator/main.ts --secret <secret> [--port 4100] [--mode ok]',
  );
  process.exit(2);
}
const sim = await startVendorSimulator({
  secret,
  port: Number(arg('port', '4100')),
  host: arg('host', '127.0.0.1'),
});
sim.setMode((arg('mode', 'ok') as FailureMode) ?? 'ok');
console.log(`vendor simulator listening: transfer_url = ${sim.url}`);
const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ReceiptSmsc {
  port: number;
  /** What the SMSC logged so far: binds, each submit_sm and each receipt it sent. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * An SMPP 3.4 SMSC that sends delivery receipts (smsc-receipts.pl, on Debian's libnet-smpp-perl): Kannel's test SMSC
 * sends none, so the receipts' path is proven against this one.
 */
export async function startReceiptSmsc(): Promise<ReceiptSmsc> {
  const script = fileURLToPath(new URL('./smsc-receipts.pl', import.meta.url));
  const child = spawn('perl', [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const port = await new Promise<number>((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error(`the receipts SMSC did not start:\n${out}`)), 15_000);
    const check = () => {
      const m = /^PORT (\d+)$/m.exec(out);
      if (m) {
        clearTimeout(deadline);
        child.stdout.off('data', check);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(deadline);
      reject(new Error(`the receipts SMSC exited (${code}):\n${out}`));
    });
  });
  return {
    port,
    log: () => out,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

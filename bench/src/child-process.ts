import { type ChildProcess, spawn } from 'node:child_process';

export interface RunningChild {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

interface StartOptions {
  /** what the child runs: node's arguments */
  args: string[];
  env: NodeJS.ProcessEnv;
  /** the base URL the child serves */
  url: string;
  /** a path that answers 2xx once the child is ready */
  readyPath: string;
  name: string;
  timeoutMs?: number;
}

/** Keeps the last lines a child wrote, to explain why it stopped. */
function tail(child: ChildProcess, limit = 40): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - limit));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

/** Starts a Node server as a child process and waits until it answers on its ready path. */
export async function startNodeChild(options: StartOptions): Promise<RunningChild> {
  const child = spawn(process.execPath, options.args, { env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = tail(child);
  let exited: number | null = null;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code ?? -1;
      resolve();
    }),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited !== null) throw new Error(`${options.name} exited with ${exited} before it was ready:\n${output()}`);
    const ready = await fetch(`${options.url}${options.readyPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${options.name} did not answer on ${options.readyPath} in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url: options.url,
    pid: child.pid ?? -1,
    stop: async () => {
      if (exited === null) child.kill('SIGTERM');
      await exit;
    },
  };
}

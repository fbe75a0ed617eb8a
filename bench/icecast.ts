import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { freePort } from '@earshot/server/testing/server-process';

const ICECAST = '/usr/bin/icecast2';
const MOUNT = '/bench.mp3';
const PASSWORD = 'bench-source';

export interface RunningIcecast {
  /** The mount listeners ask for. */
  url: URL;
  /**
   * Icecast's own process (one process, a thread per task). The source client is not counted with
   * it: ffmpeg copying frames at real time stands for the encoder a station runs elsewhere.
   */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Icecast 2 configured like Earshot's streams: the same 64,000-byte burst on connect, room for
 * `clients` listeners, one mount. Logs go to its temporary folder, not the bench's output.
 */
function config(dir: string, port: number, clients: number): string {
  return `<icecast>
  <location>bench</location>
  <admin>bench@localhost</admin>
  <limits>
    <clients>${clients}</clients>
    <sources>2</sources>
    <queue-size>524288</queue-size>
    <client-timeout>30</client-timeout>
    <header-timeout>15</header-timeout>
    <source-timeout>10</source-timeout>
    <burst-on-connect>1</burst-on-connect>
    <burst-size>64000</burst-size>
  </limits>
  <authentication>
    <source-password>${PASSWORD}</source-password>
    <relay-password>${PASSWORD}</relay-password>
    <admin-user>admin</admin-user>
    <admin-password>${PASSWORD}</admin-password>
  </authentication>
  <hostname>127.0.0.1</hostname>
  <listen-socket><port>${port}</port><bind-address>127.0.0.1</bind-address></listen-socket>
  <fileserve>1</fileserve>
  <paths>
    <basedir>/usr/share/icecast2</basedir>
    <logdir>${dir}</logdir>
    <webroot>/usr/share/icecast2/web</webroot>
    <adminroot>/usr/share/icecast2/admin</adminroot>
  </paths>
  <logging>
    <accesslog>access.log</accesslog>
    <errorlog>error.log</errorlog>
    <loglevel>2</loglevel>
  </logging>
  <security>
    <chroot>0</chroot>
    ${process.getuid?.() === 0 ? '<changeowner><user>nobody</user><group>nogroup</group></changeowner>' : ''}
  </security>
</icecast>
`;
}

async function until(what: string, check: () => Promise<boolean>, exited: () => boolean): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (exited()) throw new Error(`${what}: the process exited`);
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within 10 s`);
}

const stopped = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Starts Icecast 2 (Debian's icecast2) and an ffmpeg source client that plays `files` in a loop at
 * real time (`-re`), copying the MP3 frames as they are (`-c copy`): the simplest source client,
 * sending the same bytes a listener gets. Icecast refuses to run as root, so as root it drops to
 * nobody (its logs folder is opened to it).
 */
export async function startIcecast(files: string[], clients: number): Promise<RunningIcecast> {
  if (!existsSync(ICECAST)) throw new Error(`${ICECAST} not found: the comparison needs Debian's Icecast 2 (apt-get install icecast2)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-icecast-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const cfg = path.join(dir, 'icecast.xml');
  writeFileSync(cfg, config(dir, port, clients));
  const list = path.join(dir, 'list.txt');
  writeFileSync(list, files.map((f) => `file '${f}'`).join('\n'));
  const icecast = spawn(ICECAST, ['-c', cfg], { stdio: ['ignore', 'ignore', 'inherit'] });
  const source = { child: null as ChildProcess | null };
  const stop = async () => {
    for (const child of [source.child, icecast]) {
      if (!child || stopped(child)) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (!stopped(child)) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  // Icecast 2.4.4's status-json.xsl is not valid JSON, so its text is searched: a mount has a listen URL.
  const status = () => fetch(`${base}/status-json.xsl`).then((r) => r.text(), () => '');
  try {
    await until('icecast', async () => (await status()).includes('icestats'), () => stopped(icecast));
    const child = spawn(ffmpeg.path, [
      '-hide_banner', '-loglevel', 'error', '-re', '-stream_loop', '-1', '-f', 'concat', '-safe', '0', '-i', list,
      '-c', 'copy', '-content_type', 'audio/mpeg', '-f', 'mp3', `icecast://source:${PASSWORD}@127.0.0.1:${port}${MOUNT}`,
    ], { stdio: ['ignore', 'ignore', 'inherit'] });
    source.child = child;
    await until('icecast source', async () => (await status()).includes('listenurl'), () => stopped(child));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: new URL(`${base}${MOUNT}`),
    pid: icecast.pid ?? 0,
    stop,
  };
}

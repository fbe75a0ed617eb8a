import { launchBrowser } from '../e2e/support/browser';
import { startServer } from '../e2e/support/server';
import { channelNames, clickPass, staticAudioBaseline } from './click-timing';
import { waitUntilQuiet } from './quiet';
import { type Row, summarize } from './stats';

const CHANNELS = 50;

export async function benchClickToAudio(webDist: string): Promise<{ rows: Row[]; pass: boolean }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const names = await channelNames(browser.context, server.baseUrl, CHANNELS);
    const cold = await clickPass(browser.context, server.baseUrl, names);
    // Warm means the songs were started before: the server keeps a song's opening once the
    // encode a listener left behind reaches it, which a second passing at one click a second
    // would otherwise overtake.
    await waitUntilQuiet(server.baseUrl);
    const warm = await clickPass(browser.context, server.baseUrl, names);
    const base = await staticAudioBaseline(browser.context, server, webDist, CHANNELS);
    const rows = [summarize('Earshot, cold (never-played track)', cold), summarize('Earshot, warm (second listener, songs started before)', warm), summarize('baseline: static MP3, bare page', base)];
    const ok = rows[0].p95 <= 300 && rows[1].p50 <= 1.5 * rows[2].p50;
    return { rows, pass: ok };
  } finally {
    await browser.close();
    await server.stop();
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchClickToAudio } from './click-to-audio';
import { printTable } from './stats';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const results = path.resolve(import.meta.dirname, 'results');

const clickToAudio = await benchClickToAudio(webDist);
printTable('Click to first audio (click → `playing`), Chromium, localhost', clickToAudio.rows);
console.log(`target: cold p95 ≤ 300 ms and warm p50 ≤ 1.5 × baseline p50 → ${clickToAudio.pass ? 'met' : 'NOT met'}`);

mkdirSync(results, { recursive: true });
const file = path.join(results, `click-to-audio-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), ...clickToAudio }, null, 2));
console.log(`wrote ${file}`);

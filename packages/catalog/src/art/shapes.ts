import type { Rng } from '../generate/prng';
import type { Palette } from './palette';

/** Bold decorative motifs drawn behind tile and cover text. Coordinates are rounded to keep the SVG small. */
export type Motif = (rng: Rng, p: Palette, id: string) => string;

const r = Math.round;

export const circles: Motif = (rng, p) => {
  const cx = rng.int(170, 260);
  const cy = rng.int(40, 110);
  return `<circle cx="${cx}" cy="${cy}" r="${rng.int(95, 130)}" fill="${p.accent}" opacity=".22"/>`
    + `<circle cx="${cx + rng.int(-60, -20)}" cy="${cy + rng.int(30, 70)}" r="${rng.int(45, 70)}" fill="${p.soft}" opacity=".35"/>`
    + `<circle cx="${rng.int(20, 80)}" cy="${rng.int(150, 200)}" r="${rng.int(14, 26)}" fill="${p.accent}" opacity=".5"/>`;
};

export const rings: Motif = (rng, p) => {
  const cx = rng.int(190, 250);
  const cy = rng.int(50, 100);
  let out = `<g fill="none" stroke="${p.accent}" stroke-width="${rng.int(8, 12)}">`;
  for (let i = 0; i < 5; i++) out += `<circle cx="${cx}" cy="${cy}" r="${30 + i * 26}" opacity="${(0.45 - i * 0.07).toFixed(2)}"/>`;
  return `${out}</g><circle cx="${cx}" cy="${cy}" r="12" fill="${p.soft}" opacity=".8"/>`;
};

export const bars: Motif = (rng, p) => {
  let out = `<g fill="${p.accent}" opacity=".4">`;
  for (let i = 0; i < 9; i++) {
    const h = rng.int(25, 140);
    out += `<rect x="${130 + i * 18}" y="${170 - h}" width="11" height="${h}" rx="5.5"/>`;
  }
  return `${out}</g>`;
};

export const stripes: Motif = (rng, p) => {
  const tilt = rng.int(60, 140);
  let out = '';
  for (let i = 0; i < 4; i++) {
    const x = -80 + i * 95 + rng.int(-10, 10);
    const w = rng.int(22, 48);
    out += `<path d="M${x} 300L${x + tilt} 0h${w}L${x + w} 300z" fill="${i % 2 ? p.soft : p.accent}" opacity=".2"/>`;
  }
  return out;
};

export const peaks: Motif = (rng, p) => {
  const a = rng.int(60, 140);
  const b = rng.int(170, 250);
  return `<path d="M-20 240L${a} ${rng.int(70, 120)}L${a + 90} 240z" fill="${p.accent}" opacity=".25"/>`
    + `<path d="M${b - 110} 260L${b} ${rng.int(40, 90)}L${b + 120} 260z" fill="${p.soft}" opacity=".3"/>`;
};

/** A striped horizon sun; the stripes are gaps cut out of the disc, so the gradient shows through. */
export const sun: Motif = (rng, p, id) => {
  const cx = rng.int(150, 220);
  const cy = 115;
  const rad = rng.int(70, 95);
  let out = `<clipPath id="${id}c"><circle cx="${cx}" cy="${cy}" r="${rad}"/></clipPath><g clip-path="url(#${id}c)" fill="${p.accent}" opacity=".55">`;
  out += `<rect x="0" y="${cy - rad}" width="300" height="${rad + 4}"/>`;
  for (let i = 0; i < 6; i++) out += `<rect x="0" y="${cy + 8 + i * 15}" width="300" height="${11 - i * 1.5}"/>`;
  return `${out}</g>`;
};

export const waves: Motif = (rng, p) => {
  let out = `<g fill="none" stroke-linecap="round" stroke-width="${rng.int(10, 16)}">`;
  for (let i = 0; i < 3; i++) {
    const y = 60 + i * 38;
    const amp = rng.int(14, 30);
    out += `<path d="M-10 ${y}C60 ${y - amp},90 ${y + amp},150 ${y}S240 ${y - amp},310 ${y}" stroke="${i === 1 ? p.soft : p.accent}" opacity=".35"/>`;
  }
  return `${out}</g>`;
};

export const dots: Motif = (rng, p) => {
  let out = `<g fill="${p.accent}" opacity=".45">`;
  const size = rng.int(4, 7);
  for (let row = 0; row < 6; row++) for (let col = 0; col < 6; col++) out += `<circle cx="${150 + col * 24}" cy="${28 + row * 24}" r="${size}"/>`;
  return `${out}</g>`;
};

export const MOTIFS: Motif[] = [circles, rings, bars, stripes, peaks, sun, waves, dots];

/** Points of a five-pointed star. */
export function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 ? inner : outer;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${r(cx + rad * Math.cos(a))} ${r(cy + rad * Math.sin(a))}`);
  }
  return `M${pts.join('L')}z`;
}

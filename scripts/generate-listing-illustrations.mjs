#!/usr/bin/env node
/**
 * Writes the demo listings' illustrations (public/demo/listings/*.svg): several variants
 * per property type (storeys, siding, roof, season) and many interiors, so listings do not
 * all show the same five pictures. Deterministic: run it again and nothing changes.
 * `node scripts/generate-listing-illustrations.mjs` — the list of files is lib/listings/photos.ts.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const OUT = path.resolve(import.meta.dirname, '..', 'public', 'demo', 'listings');
const W = 800;
const H = 533;
const GROUND = 420;

/** A small seeded generator, so every variant is stable. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const between = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));

const SEASONS = {
  summer: { sky: ['#9cc9f0', '#e8f4ff'], ground: '#6fa35a', tree: '#2f6b34', trunk: '#5a3d22' },
  autumn: { sky: ['#a9c8e6', '#f5efe3'], ground: '#8a9a55', tree: '#c8692b', trunk: '#5a3d22' },
  winter: { sky: ['#bcd9f2', '#f4f9ff'], ground: '#f2f5f8', tree: '#1f4d2e', trunk: '#5a3d22' },
  dusk: { sky: ['#f0b58a', '#fbe3c8'], ground: '#5f8a4c', tree: '#29573a', trunk: '#4a3220' },
};
const SIDING = ['#f3efe6', '#d9c7a7', '#9fb4c7', '#c9d6c3', '#e8d9c4', '#b9b3a9', '#7d8b99', '#e6e2da'];
const BRICK = ['#a34a32', '#8c3d2b', '#b5654a', '#7a4a3a', '#c08060'];
const ROOF = ['#3d4553', '#5b3a2e', '#2f3b46', '#6b4b3a', '#44505c', '#8a2f2a'];
const DOOR = ['#003da5', '#8a2f2a', '#2f5d3a', '#3d4553', '#c8692b', '#f2c14e'];

function sky(season) {
  const s = SEASONS[season];
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>
<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${s.ground}"/>`;
}

function tree(season, x, size) {
  const s = SEASONS[season];
  const conifer = season === 'winter' || size < 0;
  const h = Math.abs(size);
  if (conifer) return `<polygon points="${x},${GROUND - h} ${x - h * 0.32},${GROUND} ${x + h * 0.32},${GROUND}" fill="${s.tree}"/><rect x="${x - 6}" y="${GROUND}" width="12" height="18" fill="${s.trunk}"/>`;
  return `<rect x="${x - 7}" y="${GROUND - h * 0.45}" width="14" height="${h * 0.45}" fill="${s.trunk}"/><circle cx="${x}" cy="${GROUND - h * 0.6}" r="${h * 0.32}" fill="${s.tree}"/>`;
}

function windowsGrid(x, y, cols, rows, w, h, gapX, gapY, frame = '#ffffff', glass = '#9ec3e0') {
  let out = '';
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      out += `<rect x="${wx}" y="${wy}" width="${w}" height="${h}" fill="${glass}" stroke="${frame}" stroke-width="4"/><line x1="${wx + w / 2}" y1="${wy}" x2="${wx + w / 2}" y2="${wy + h}" stroke="${frame}" stroke-width="3"/>`;
    }
  return out;
}

function house(r) {
  const storeys = between(r, 1, 2);
  const w = between(r, 260, 360);
  const h = storeys === 1 ? 120 : 200;
  const x = (W - w) / 2 - (r() < 0.5 ? 40 : 0);
  const y = GROUND - h;
  const siding = pick(r, SIDING);
  const roof = pick(r, ROOF);
  const pitch = between(r, 70, 120);
  const garage = r() < 0.5;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${siding}"/>`;
  out += `<polygon points="${x - 20},${y} ${x + w / 2},${y - pitch} ${x + w + 20},${y}" fill="${roof}"/>`;
  out += windowsGrid(x + 30, y + 30, 2, storeys, 56, 56, w - 30 * 2 - 56 * 3 > 0 ? w - 60 - 112 - 40 : 40, 40);
  out += `<rect x="${x + w - 90}" y="${GROUND - 90}" width="44" height="90" fill="${pick(r, DOOR)}"/><circle cx="${x + w - 54}" cy="${GROUND - 45}" r="3" fill="#f2c14e"/>`;
  if (garage) out += `<rect x="${x + w}" y="${GROUND - 100}" width="120" height="100" fill="${siding}"/><polygon points="${x + w},${GROUND - 100} ${x + w + 60},${GROUND - 140} ${x + w + 120},${GROUND - 100}" fill="${roof}"/><rect x="${x + w + 14}" y="${GROUND - 80}" width="92" height="80" fill="#e6e2da" stroke="#b9b3a9" stroke-width="3"/>`;
  out += `<rect x="${x + w - 100}" y="${GROUND}" width="64" height="${H - GROUND}" fill="#c9c4ba"/>`;
  return out;
}

function condo(r) {
  const floors = between(r, 4, 7);
  const w = between(r, 260, 340);
  const floorH = Math.min(52, (GROUND - 60) / floors);
  const h = floors * floorH + 20;
  const x = (W - w) / 2;
  const y = GROUND - h;
  const wall = pick(r, ['#d9dde3', '#c7b8a3', '#8c96a3', '#e8e4dc', '#a34a32']);
  const glass = pick(r, ['#9ec3e0', '#7fa7c9', '#b7d3e6']);
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${wall}"/><rect x="${x - 8}" y="${y - 10}" width="${w + 16}" height="12" fill="#3d4553"/>`;
  const cols = Math.floor((w - 30) / 70);
  for (let f = 0; f < floors; f++) {
    const fy = y + 16 + f * floorH;
    out += windowsGrid(x + 20, fy, cols, 1, 48, floorH - 18, 22, 0, '#f7f8fa', glass);
    if (r() < 0.8) out += `<rect x="${x + 14}" y="${fy + floorH - 16}" width="${w - 28}" height="5" fill="#3d4553" opacity="0.8"/>`;
  }
  out += `<rect x="${x + w / 2 - 30}" y="${GROUND - 64}" width="60" height="64" fill="#3d4553"/><rect x="${x + w / 2 - 24}" y="${GROUND - 58}" width="48" height="58" fill="${glass}"/>`;
  return out;
}

function plex(r) {
  const units = between(r, 2, 3);
  const w = 320;
  const storeyH = 95;
  const h = units * storeyH;
  const x = (W - w) / 2;
  const y = GROUND - h;
  const brick = pick(r, BRICK);
  const metal = pick(r, ['#1f2630', '#3d4553', '#2f5d3a', '#5b3a2e']);
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${brick}"/><rect x="${x - 6}" y="${y - 14}" width="${w + 12}" height="16" fill="${metal}"/>`;
  for (let u = 0; u < units; u++) {
    const uy = y + u * storeyH;
    out += windowsGrid(x + 24, uy + 18, 2, 1, 54, 60, 20, 0, '#f3efe6');
    out += `<rect x="${x + w - 110}" y="${uy + 18}" width="40" height="77" fill="${pick(r, DOOR)}"/><rect x="${x + w - 60}" y="${uy + 18}" width="40" height="77" fill="${pick(r, DOOR)}"/>`;
    if (u > 0) out += `<rect x="${x - 10}" y="${uy}" width="${w + 20}" height="6" fill="${metal}"/>`;
  }
  // The Montréal outdoor staircase.
  out += `<polyline points="${x + w - 20},${GROUND} ${x + w + 70},${y + storeyH}" fill="none" stroke="${metal}" stroke-width="6"/>`;
  for (let s = 0; s < 10; s++) out += `<line x1="${x + w - 20 + s * 9}" y1="${GROUND - s * ((GROUND - y - storeyH) / 10)}" x2="${x + w + s * 9}" y2="${GROUND - s * ((GROUND - y - storeyH) / 10)}" stroke="${metal}" stroke-width="3"/>`;
  return out;
}

function chalet(r, season) {
  const aFrame = r() < 0.5;
  const x = 260;
  const wood = pick(r, ['#8b5a2b', '#a0703c', '#6d4420', '#b08050']);
  let out = '';
  if (aFrame) {
    out += `<polygon points="${x},${GROUND} ${x + 140},${GROUND - 260} ${x + 280},${GROUND}" fill="${pick(r, ROOF)}"/><polygon points="${x + 50},${GROUND} ${x + 140},${GROUND - 170} ${x + 230},${GROUND}" fill="${wood}"/>`;
    out += `<polygon points="${x + 95},${GROUND - 60} ${x + 140},${GROUND - 140} ${x + 185},${GROUND - 60}" fill="#9ec3e0" stroke="#f3efe6" stroke-width="4"/>`;
    out += `<rect x="${x + 120}" y="${GROUND - 56}" width="40" height="56" fill="${pick(r, DOOR)}"/>`;
  } else {
    out += `<rect x="${x}" y="${GROUND - 150}" width="280" height="150" fill="${wood}"/>`;
    for (let l = 1; l < 9; l++) out += `<line x1="${x}" y1="${GROUND - 150 + l * 17}" x2="${x + 280}" y2="${GROUND - 150 + l * 17}" stroke="#5a3d22" stroke-width="3"/>`;
    out += `<polygon points="${x - 24},${GROUND - 150} ${x + 140},${GROUND - 250} ${x + 304},${GROUND - 150}" fill="${pick(r, ROOF)}"/>`;
    out += windowsGrid(x + 30, GROUND - 120, 2, 1, 60, 60, 130, 0, '#f3efe6');
    out += `<rect x="${x + 118}" y="${GROUND - 90}" width="44" height="90" fill="${pick(r, DOOR)}"/><rect x="${x + 200}" y="${GROUND - 250}" width="26" height="70" fill="#7a4a3a"/>`;
  }
  if (season === 'winter') out += `<rect x="0" y="${GROUND - 4}" width="${W}" height="8" fill="#ffffff"/>`;
  return out;
}

function ferme(r) {
  const barn = pick(r, ['#8a2f2a', '#a34a32', '#7d8b99', '#6b4b3a']);
  let out = `<rect x="330" y="${GROUND - 170}" width="240" height="170" fill="${barn}"/>`;
  out += `<polygon points="318,${GROUND - 170} 370,${GROUND - 240} 530,${GROUND - 240} 582,${GROUND - 170}" fill="#3d4553"/>`;
  out += `<rect x="410" y="${GROUND - 110}" width="80" height="110" fill="#f3efe6"/><line x1="410" y1="${GROUND - 110}" x2="490" y2="${GROUND}" stroke="${barn}" stroke-width="6"/><line x1="490" y1="${GROUND - 110}" x2="410" y2="${GROUND}" stroke="${barn}" stroke-width="6"/>`;
  out += `<rect x="600" y="${GROUND - 230}" width="60" height="230" fill="#b9b3a9"/><ellipse cx="630" cy="${GROUND - 230}" rx="30" ry="18" fill="#7d8b99"/>`;
  out += `<rect x="110" y="${GROUND - 110}" width="170" height="110" fill="${pick(r, SIDING)}"/><polygon points="96,${GROUND - 110} 195,${GROUND - 175} 294,${GROUND - 110}" fill="${pick(r, ROOF)}"/>`;
  out += windowsGrid(130, GROUND - 85, 2, 1, 40, 44, 50, 0);
  for (let f = 0; f < 8; f++) out += `<rect x="${20 + f * 95}" y="${GROUND + 30}" width="6" height="36" fill="#8b5a2b"/>`;
  out += `<rect x="0" y="${GROUND + 40}" width="${W}" height="4" fill="#8b5a2b"/>`;
  return out;
}

function terrain(r, season) {
  let out = '';
  const s = SEASONS[season];
  out += `<path d="M0 ${GROUND - 30} Q 200 ${GROUND - 90} 400 ${GROUND - 40} T 800 ${GROUND - 50} V ${GROUND} H 0 Z" fill="${s.tree}" opacity="0.55"/>`;
  out += `<rect x="360" y="${GROUND - 90}" width="8" height="130" fill="#5a3d22"/><rect x="300" y="${GROUND - 120}" width="130" height="70" fill="#ffffff" stroke="${pick(r, DOOR)}" stroke-width="6"/>`;
  out += `<rect x="318" y="${GROUND - 100}" width="94" height="10" fill="#3d4553"/><rect x="318" y="${GROUND - 80}" width="60" height="8" fill="#9aa3b0"/>`;
  out += `<polyline points="0,${GROUND + 60} 800,${GROUND + 20}" stroke="#ffffff" stroke-width="3" stroke-dasharray="14 10" fill="none"/>`;
  return out;
}

function commercial(r) {
  const wall = pick(r, ['#d9dde3', '#c7b8a3', '#a34a32', '#e8e4dc']);
  const awning = pick(r, ['#003da5', '#8a2f2a', '#2f5d3a', '#c8692b']);
  const x = 170;
  const w = 460;
  let out = `<rect x="${x}" y="${GROUND - 230}" width="${w}" height="230" fill="${wall}"/><rect x="${x - 6}" y="${GROUND - 242}" width="${w + 12}" height="14" fill="#3d4553"/>`;
  out += windowsGrid(x + 30, GROUND - 210, 5, 1, 64, 54, 22, 0, '#f7f8fa');
  out += `<rect x="${x + 20}" y="${GROUND - 120}" width="${w - 40}" height="22" fill="${awning}"/>`;
  for (let i = 0; i < 10; i++) out += `<rect x="${x + 20 + i * 42}" y="${GROUND - 98}" width="21" height="10" fill="${awning}"/>`;
  out += `<rect x="${x + 30}" y="${GROUND - 86}" width="${w - 60}" height="86" fill="#9ec3e0" stroke="#3d4553" stroke-width="4"/><rect x="${x + w / 2 - 24}" y="${GROUND - 86}" width="48" height="86" fill="#3d4553" opacity="0.6"/>`;
  return out;
}

function exterior(kind, seed) {
  const r = rng(seed);
  const season = pick(r, Object.keys(SEASONS));
  const trees = [60 + between(r, 0, 60), 700 + between(r, 0, 60)].map((x) => tree(season, x, (r() < 0.5 ? -1 : 1) * between(r, 120, 200))).join('');
  const body = { maison: house, condo, plex, chalet, ferme, terrain, commercial }[kind](r, season);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">\n${sky(season)}\n${trees}\n${body}\n</svg>\n`;
}

const WALLS = ['#f3efe6', '#e6ece8', '#ece6f0', '#f5ebe0', '#e3e8ef', '#efe9dc'];
const FLOORS = ['#c9a27a', '#a97c50', '#d8c3a5', '#8c6a4a', '#b9b3a9'];
const ACCENT = ['#003da5', '#2f5d3a', '#c8692b', '#8a2f2a', '#3d4553', '#f2c14e'];

function interior(room, seed) {
  const r = rng(seed);
  const wall = pick(r, WALLS);
  const floor = pick(r, FLOORS);
  const accent = pick(r, ACCENT);
  let out = `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="380" width="${W}" height="${H - 380}" fill="${floor}"/><rect y="372" width="${W}" height="10" fill="#ffffff"/>`;
  // A window with daylight, at a varying place.
  const wx = pick(r, [60, 480, 540]);
  out += `<rect x="${wx}" y="70" width="200" height="180" fill="#cfe4f5" stroke="#ffffff" stroke-width="10"/><line x1="${wx + 100}" y1="70" x2="${wx + 100}" y2="250" stroke="#ffffff" stroke-width="6"/>`;
  const fx = wx < 300 ? 380 : 80;
  switch (room) {
    case 'cuisine':
      out += `<rect x="${fx}" y="270" width="320" height="110" fill="#f7f8fa" stroke="#c4cad3" stroke-width="3"/><rect x="${fx}" y="262" width="320" height="12" fill="#3d4553"/>`;
      out += `<rect x="${fx}" y="120" width="320" height="70" fill="${accent}" opacity="0.85"/><rect x="${fx + 130}" y="286" width="60" height="60" fill="#9aa3b0"/>`;
      out += `<rect x="${fx + 40}" y="400" width="240" height="24" fill="#6b4b3a"/><rect x="${fx + 60}" y="424" width="12" height="70" fill="#6b4b3a"/><rect x="${fx + 248}" y="424" width="12" height="70" fill="#6b4b3a"/>`;
      break;
    case 'salon':
      out += `<rect x="${fx}" y="300" width="300" height="90" rx="18" fill="${accent}"/><rect x="${fx}" y="260" width="300" height="60" rx="18" fill="${accent}" opacity="0.8"/>`;
      out += `<rect x="${fx + 80}" y="420" width="160" height="30" rx="6" fill="#6b4b3a"/><circle cx="${fx + 160}" cy="180" r="40" fill="none" stroke="#3d4553" stroke-width="4"/>`;
      out += `<rect x="${fx + 330}" y="240" width="10" height="150" fill="#3d4553"/><polygon points="${fx + 310},240 ${fx + 360},240 ${fx + 350},205 ${fx + 320},205" fill="#f2c14e"/>`;
      break;
    case 'chambre':
      out += `<rect x="${fx}" y="200" width="300" height="110" fill="#6b4b3a"/><rect x="${fx - 10}" y="300" width="320" height="100" rx="10" fill="#ffffff"/><rect x="${fx - 10}" y="340" width="320" height="60" fill="${accent}" opacity="0.8"/>`;
      out += `<rect x="${fx + 20}" y="280" width="90" height="34" rx="10" fill="#f7f8fa"/><rect x="${fx + 190}" y="280" width="90" height="34" rx="10" fill="#f7f8fa"/>`;
      break;
    case 'salle-de-bain':
      out += `<rect x="0" y="0" width="${W}" height="372" fill="#ffffff" opacity="0.35"/><rect x="${fx}" y="300" width="300" height="90" rx="40" fill="#ffffff" stroke="#c4cad3" stroke-width="4"/>`;
      out += `<rect x="${fx + 320}" y="260" width="110" height="120" fill="${accent}"/><ellipse cx="${fx + 375}" cy="255" rx="50" ry="14" fill="#ffffff" stroke="#c4cad3" stroke-width="3"/><rect x="${fx + 335}" y="110" width="80" height="110" rx="8" fill="#dde1e7" stroke="#9aa3b0" stroke-width="4"/>`;
      break;
    case 'salle-a-manger':
      out += `<rect x="${fx}" y="300" width="300" height="20" fill="#6b4b3a"/><rect x="${fx + 20}" y="320" width="12" height="90" fill="#6b4b3a"/><rect x="${fx + 268}" y="320" width="12" height="90" fill="#6b4b3a"/>`;
      for (let c = 0; c < 3; c++) out += `<rect x="${fx + 30 + c * 100}" y="250" width="40" height="60" fill="${accent}"/><rect x="${fx + 34 + c * 100}" y="330" width="8" height="80" fill="${accent}"/>`;
      out += `<line x1="${fx + 150}" y1="0" x2="${fx + 150}" y2="150" stroke="#3d4553" stroke-width="3"/><polygon points="${fx + 120},180 ${fx + 180},180 ${fx + 165},150 ${fx + 135},150" fill="#f2c14e"/>`;
      break;
    case 'bureau':
      out += `<rect x="${fx}" y="290" width="280" height="16" fill="#6b4b3a"/><rect x="${fx + 10}" y="306" width="12" height="90" fill="#6b4b3a"/><rect x="${fx + 258}" y="306" width="12" height="90" fill="#6b4b3a"/>`;
      out += `<rect x="${fx + 90}" y="220" width="100" height="66" fill="#1f2630"/><rect x="${fx + 134}" y="286" width="12" height="6" fill="#3d4553"/>`;
      out += `<rect x="${fx + 300}" y="120" width="120" height="260" fill="#f7f8fa" stroke="#c4cad3" stroke-width="3"/>`;
      for (let s = 0; s < 4; s++) out += `<rect x="${fx + 310}" y="${140 + s * 60}" width="${between(r, 40, 100)}" height="36" fill="${pick(r, ACCENT)}" opacity="0.8"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">\n${out}\n</svg>\n`;
}

/** [file prefix, kind, first new index, last index]: indexes below the first are hand-made files kept as they are. */
const EXTERIORS = [
  ['maison', 'maison', 3, 12],
  ['condo', 'condo', 3, 8],
  ['plex', 'plex', 2, 7],
  ['chalet', 'chalet', 2, 6],
  ['ferme', 'ferme', 2, 4],
  ['terrain', 'terrain', 2, 4],
  ['commercial', 'commercial', 2, 4],
];
const ROOMS = ['cuisine', 'salon', 'chambre', 'salle-de-bain', 'salle-a-manger', 'bureau'];

let written = 0;
EXTERIORS.forEach(([prefix, kind, first, last], k) => {
  for (let i = first; i <= last; i++) {
    writeFileSync(path.join(OUT, `${prefix}-${i}.svg`), exterior(kind, 1000 * (k + 1) + i));
    written++;
  }
});
ROOMS.forEach((room, k) => {
  for (let i = 2; i <= 3; i++) {
    writeFileSync(path.join(OUT, `interieur-${room}-${i}.svg`), interior(room, 5000 + 10 * k + i));
    written++;
  }
});
console.log(`wrote ${written} illustrations in ${path.relative(process.cwd(), OUT)}`);

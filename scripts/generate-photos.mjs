#!/usr/bin/env node
// Renders the demo's food photos: small illustrated "photos" (480×320 WebP, a few KiB each) drawn as SVG and
// converted by sharp, written to seed/photos/ and committed, so the seed needs no network and no stock images.
// Deterministic: the same motifs and colours give the same files. Run again after changing a motif:
//   node scripts/generate-photos.mjs
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/photos')
const W = 480
const H = 320

/** Small deterministic random numbers (mulberry32), seeded per photo. */
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const hash = (text) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

const SURFACES = {
  wood: ['#8a5a3b', '#6e452c'],
  oak: ['#b98a5e', '#9c6f47'],
  slate: ['#3d4248', '#2c3035'],
  linen: ['#e9e1d3', '#d8cdb9'],
  marble: ['#ece9e4', '#d9d4cc'],
}

function surface(kind, rnd) {
  const [a, b] = SURFACES[kind]
  let grain = ''
  if (kind === 'wood' || kind === 'oak') {
    for (let y = 0; y < H; y += 8 + Math.floor(rnd() * 14)) {
      grain += `<path d="M0 ${y} C ${W / 3} ${y + rnd() * 10 - 5}, ${(2 * W) / 3} ${y + rnd() * 10 - 5}, ${W} ${y}" stroke="${b}" stroke-opacity="${0.25 + rnd() * 0.35}" stroke-width="${1 + rnd() * 2}" fill="none"/>`
    }
  } else if (kind === 'marble') {
    for (let i = 0; i < 5; i++) {
      grain += `<path d="M${rnd() * W} 0 Q ${rnd() * W} ${H / 2}, ${rnd() * W} ${H}" stroke="#bdb6ab" stroke-opacity="0.35" stroke-width="1.2" fill="none"/>`
    }
  } else if (kind === 'linen') {
    for (let x = 0; x < W; x += 6) grain += `<line x1="${x}" y1="0" x2="${x}" y2="${H}" stroke="${b}" stroke-opacity="0.25"/>`
  }
  return `<rect width="${W}" height="${H}" fill="url(#bg)"/>${grain}
  <defs><radialGradient id="bg" cx="45%" cy="40%" r="80%"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
  <filter id="blur2"><feGaussianBlur stdDeviation="1.2"/></filter></defs>`
}

const shadow = (cx, cy, rx, ry) => `<ellipse cx="${cx + 10}" cy="${cy + 14}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.35" filter="url(#soft)"/>`
const plate = (cx = 240, cy = 165, r = 130) =>
  `${shadow(cx, cy, r, r * 0.8)}<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.8}" fill="#f7f5f0"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.74}" ry="${r * 0.59}" fill="#ffffff" stroke="#e7e2d8" stroke-width="2"/>`
const bowl = (cx, cy, r, outside = '#f4f1ea') =>
  `${shadow(cx, cy, r, r * 0.75)}<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.75}" fill="${outside}"/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.86}" ry="${r * 0.64}" fill="#e9e4da"/>`
const dots = (rnd, n, cx, cy, rx, ry, colors, size = [2, 5]) => {
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = rnd() * Math.PI * 2
    const d = Math.sqrt(rnd())
    const r = size[0] + rnd() * (size[1] - size[0])
    out += `<circle cx="${(cx + Math.cos(a) * rx * d).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * d).toFixed(1)}" r="${r.toFixed(1)}" fill="${colors[Math.floor(rnd() * colors.length)]}"/>`
  }
  return out
}
const blobs = (rnd, n, cx, cy, rx, ry, colors, size = [10, 22]) => {
  let out = ''
  for (let i = 0; i < n; i++) {
    const a = rnd() * Math.PI * 2
    const d = Math.sqrt(rnd())
    const w = size[0] + rnd() * (size[1] - size[0])
    out += `<ellipse cx="${(cx + Math.cos(a) * rx * d).toFixed(1)}" cy="${(cy + Math.sin(a) * ry * d).toFixed(1)}" rx="${w.toFixed(1)}" ry="${(w * (0.5 + rnd() * 0.4)).toFixed(1)}" transform="rotate(${Math.floor(rnd() * 180)} ${(cx + Math.cos(a) * rx * d).toFixed(1)} ${(cy + Math.sin(a) * ry * d).toFixed(1)})" fill="${colors[Math.floor(rnd() * colors.length)]}"/>`
  }
  return out
}
const herbs = (rnd, n, cx, cy, rx, ry) => dots(rnd, n, cx, cy, rx, ry, ['#3f7d2c', '#5a9a3a', '#2f6a22'], [1.5, 3.5])

/** Motifs: each draws the food (and its plate or vessel) on the surface. */
const MOTIFS = {
  soup: (rnd, c) =>
    `${bowl(240, 160, 120)}<ellipse cx="240" cy="160" rx="100" ry="74" fill="url(#liquid)"/>
     <defs><radialGradient id="liquid" cx="40%" cy="35%"><stop offset="0" stop-color="${c.light}"/><stop offset="1" stop-color="${c.main}"/></radialGradient></defs>
     ${c.extra === 'strips' ? blobs(rnd, 14, 240, 160, 70, 50, ['#e8c46a', '#d9ae4f'], [14, 24]) : ''}
     ${c.extra === 'dumpling' ? `<circle cx="235" cy="158" r="38" fill="#8b5a35"/><circle cx="225" cy="148" r="16" fill="#a06a42" fill-opacity="0.6"/>` : ''}
     ${c.extra === 'chunks' ? blobs(rnd, 12, 240, 160, 70, 50, ['#7a2e17', '#d9b35a', '#6b2510'], [7, 12]) : ''}
     ${c.extra === 'cream' ? `<path d="M200 150 q40 -25 80 0 q-40 20 -80 0" fill="#f6efe0" fill-opacity="0.85"/>${dots(rnd, 16, 240, 160, 60, 40, ['#3b5e2b', '#2e4a22'], [1.5, 3])}` : ''}
     ${herbs(rnd, 26, 240, 160, 80, 55)}`,
  schnitzel: (rnd, c) =>
    `${plate()}<path d="M150 170 C 140 120, 210 95, 260 108 C 320 100, 350 140, 335 178 C 325 215, 250 228, 200 215 C 165 210, 155 195, 150 170 Z" fill="${c.main}"/>
     ${dots(rnd, 90, 245, 165, 85, 48, [c.light, c.dark, '#f0c775'], [1.5, 3.5])}
     <circle cx="330" cy="215" r="24" fill="#f5e27a" stroke="#e8c93c" stroke-width="4"/><path d="M330 191 v48 M306 215 h48 M313 198 l34 34 M347 198 l-34 34" stroke="#fff6c8" stroke-width="2"/>
     ${herbs(rnd, 18, 300, 120, 20, 12)}`,
  roast: (rnd, c) =>
    `${plate()}${[0, 1, 2].map((i) => `<ellipse cx="${205 + i * 28}" cy="${160 + i * 6}" rx="58" ry="32" fill="${c.main}" stroke="${c.dark}" stroke-width="3" transform="rotate(-18 ${205 + i * 28} ${160 + i * 6})"/>`).join('')}
     <path d="M170 200 q70 30 150 0" stroke="${c.dark}" stroke-width="14" fill="none" stroke-linecap="round" stroke-opacity="0.8"/>
     ${blobs(rnd, 6, 310, 130, 30, 20, ['#e9c35a', '#d8ad45'], [12, 16])}${c.extra === 'onions' ? blobs(rnd, 14, 230, 140, 50, 20, ['#8a4b1c', '#a8622a'], [8, 14]) : ''}${herbs(rnd, 20, 240, 160, 90, 60)}`,
  pasta: (rnd, c) =>
    `${plate()}${blobs(rnd, 70, 240, 165, 80, 55, [c.main, c.light, c.dark], [6, 13])}${c.extra === 'onions' ? blobs(rnd, 20, 240, 150, 60, 35, ['#7a3e12', '#b86a2a'], [6, 10]) : ''}${herbs(rnd, 30, 240, 165, 75, 50)}`,
  pizza: (rnd, c) =>
    `${shadow(240, 165, 140, 115)}<ellipse cx="240" cy="165" rx="140" ry="115" fill="#caa06a"/><ellipse cx="240" cy="165" rx="128" ry="104" fill="#e2b56c"/>
     <ellipse cx="240" cy="165" rx="112" ry="90" fill="${c.sauce ?? '#c0392b'}"/>${blobs(rnd, 22, 240, 165, 95, 75, ['#f8efd2', '#f3e4b8'], [12, 20])}
     ${c.extra === 'salami' ? dots(rnd, 14, 240, 165, 90, 70, ['#a8321f', '#93291a'], [11, 14]) : ''}
     ${c.extra === 'bacon' ? blobs(rnd, 18, 240, 165, 90, 70, ['#b5523b', '#d9826a'], [6, 12]) : ''}
     ${blobs(rnd, c.extra === 'basil' ? 9 : 5, 240, 165, 85, 65, ['#2f7a2a', '#3f9a36'], [7, 11])}
     ${[0, 1, 2, 3].map((i) => `<line x1="240" y1="165" x2="${240 + Math.cos((i * Math.PI) / 4) * 128}" y2="${165 + Math.sin((i * Math.PI) / 4) * 104}" stroke="#b8844c" stroke-opacity="0.5" stroke-width="2"/>`).join('')}
     ${[0, 1, 2, 3].map((i) => `<line x1="240" y1="165" x2="${240 - Math.cos((i * Math.PI) / 4) * 128}" y2="${165 - Math.sin((i * Math.PI) / 4) * 104}" stroke="#b8844c" stroke-opacity="0.5" stroke-width="2"/>`).join('')}`,
  flatbread: (rnd, c) =>
    `${shadow(240, 165, 170, 90)}<rect x="70" y="90" width="340" height="150" rx="30" fill="#e6c08a"/><rect x="85" y="102" width="310" height="126" rx="24" fill="${c.main}"/>
     ${blobs(rnd, 26, 240, 165, 140, 55, [c.light, c.dark], [6, 14])}${herbs(rnd, 30, 240, 165, 140, 55)}`,
  burger: (rnd, c) =>
    `${shadow(240, 250, 140, 26)}<rect x="90" y="232" width="300" height="26" rx="10" fill="#7a5030"/>
     <path d="M125 215 h230 a12 12 0 0 1 0 24 h-230 a12 12 0 0 1 0 -24 Z" fill="#d49a52"/>
     <path d="M115 200 h250 l-6 18 h-238 Z" fill="${c.patty ?? '#5a2f1a'}"/>
     <path d="M120 192 l240 0 l-10 14 l-20 -4 l-25 10 l-30 -8 l-30 10 l-30 -8 l-30 10 l-25 -9 l-20 6 Z" fill="#f2c230"/>
     <path d="M110 186 q20 -14 40 0 q20 -14 40 0 q20 -14 40 0 q20 -14 40 0 q20 -14 40 0 q20 -14 40 0 l0 10 h-240 Z" fill="#5fa83a"/>
     <path d="M122 182 C 125 90, 355 90, 358 182 Z" fill="#d9923f"/><path d="M140 150 C 170 110, 300 105, 340 150" stroke="#eab06a" stroke-width="10" fill="none" stroke-opacity="0.6"/>
     ${dots(rnd, 22, 240, 130, 90, 28, ['#f6ead0'], [1.5, 2.2])}`,
  bowl: (rnd) =>
    `${bowl(240, 160, 128, '#2f3a3a')}<ellipse cx="240" cy="160" rx="108" ry="80" fill="#f3ead6"/>
     <path d="M240 160 L 150 110 A 108 80 0 0 1 240 80 Z" fill="#6aa84f"/><path d="M240 160 L 240 80 A 108 80 0 0 1 340 130 Z" fill="#e67e22"/>
     <path d="M240 160 L 340 130 A 108 80 0 0 1 300 232 Z" fill="#8e44ad" fill-opacity="0.85"/><path d="M240 160 L 300 232 A 108 80 0 0 1 160 225 Z" fill="#f1c40f"/>
     ${blobs(rnd, 14, 210, 190, 40, 20, ['#9b6b3f', '#c8955f'], [6, 9])}${dots(rnd, 30, 240, 160, 100, 70, ['#ffffff', '#222222'], [1, 2])}`,
  fries: (rnd) => {
    let sticks = ''
    for (let i = 0; i < 26; i++) {
      const x = 180 + rnd() * 120
      const h = 70 + rnd() * 60
      sticks += `<rect x="${x.toFixed(1)}" y="${(170 - h).toFixed(1)}" width="12" height="${h.toFixed(1)}" rx="3" fill="${rnd() > 0.5 ? '#f2c14e' : '#e8ad36'}" transform="rotate(${(rnd() * 24 - 12).toFixed(1)} ${x} 170)"/>`
    }
    return `${shadow(240, 230, 90, 30)}${sticks}<path d="M165 150 h150 l-20 110 h-110 Z" fill="#c0392b"/><path d="M165 150 h150 l-3 16 h-144 Z" fill="#e74c3c"/>`
  },
  wings: (rnd, c) => `${plate()}${blobs(rnd, 9, 240, 165, 70, 45, [c.main, c.dark], [24, 32])}${dots(rnd, 40, 240, 165, 80, 50, ['#f5f0e1'], [1, 2])}${herbs(rnd, 20, 240, 165, 80, 50)}`,
  salad: (rnd, c) => `${bowl(240, 160, 125)}${blobs(rnd, 60, 240, 160, 95, 70, ['#6ab04c', '#4e8f34', '#a3d06b', '#3c7a2a'], [12, 22])}${blobs(rnd, c.extra === 'chicken' ? 12 : 0, 240, 160, 70, 45, ['#d39a4a', '#b97c31'], [14, 20])}${dots(rnd, 12, 240, 160, 80, 55, ['#e74c3c', '#c0392b'], [5, 8])}`,
  carpaccio: (rnd, c) => `${plate()}${[0, 1, 2, 3, 4, 5, 6].map((i) => `<circle cx="${240 + Math.cos(i * 0.9) * 55}" cy="${165 + Math.sin(i * 0.9) * 40}" r="34" fill="${c.main}" fill-opacity="0.92" stroke="${c.dark}" stroke-opacity="0.4"/>`).join('')}${blobs(rnd, 16, 240, 165, 50, 30, ['#8fc45a', '#6aa84f'], [8, 12])}${dots(rnd, 20, 240, 165, 70, 50, ['#f5f1e8'], [2, 4])}`,
  bread: (rnd, c) =>
    `${shadow(240, 170, 150, 70)}<rect x="95" y="210" width="290" height="40" rx="10" fill="#a37447"/><path d="M100 200 C 100 110, 380 110, 380 200 Z" fill="${c.main}"/>
     ${[0, 1, 2, 3].map((i) => `<path d="M${150 + i * 55} 150 q 18 -20 36 0" stroke="${c.light}" stroke-width="7" fill="none" stroke-linecap="round"/>`).join('')}
     ${c.extra === 'spread' ? `<ellipse cx="240" cy="205" rx="120" ry="12" fill="#e8955a"/>${herbs(rnd, 20, 240, 205, 110, 8)}` : ''}${dots(rnd, 40, 240, 160, 120, 35, ['#f5e6c8'], [1, 2])}`,
  board: (rnd, c) =>
    `${shadow(240, 170, 170, 90)}<rect x="70" y="95" width="340" height="150" rx="18" fill="#b07d4f"/><circle cx="390" cy="115" r="8" fill="#8a5a35"/>
     ${c.extra === 'cheese' ? `<path d="M140 210 L 260 120 L 330 210 Z" fill="#f3d36b"/><path d="M140 210 L330 210 L330 228 L140 228 Z" fill="#e0b94a"/>${dots(rnd, 8, 250, 190, 50, 18, ['#e6c453'], [4, 7])}` : ''}
     ${c.extra === 'ham' ? [0, 1, 2, 3].map((i) => `<ellipse cx="${170 + i * 45}" cy="${170 - (i % 2) * 12}" rx="55" ry="38" fill="#e79a9a" stroke="#f6e3de" stroke-width="6"/>`).join('') : ''}
     ${c.extra === 'loaf' ? `<rect x="130" y="125" width="220" height="95" rx="14" fill="#c87d59"/><rect x="130" y="125" width="220" height="22" rx="10" fill="#8d4a2d"/>${dots(rnd, 40, 240, 175, 100, 35, ['#e39c7c', '#b96848'], [1.5, 3])}` : ''}
     ${herbs(rnd, 14, 120, 120, 20, 10)}`,
  bottle: (rnd, c) =>
    `${shadow(240, 268, 55, 16)}<path d="M212 60 h36 v40 c 0 16 28 26 28 56 v104 a16 16 0 0 1 -16 16 h-60 a16 16 0 0 1 -16 -16 v-104 c 0 -30 28 -40 28 -56 Z" fill="${c.main}" fill-opacity="0.92"/>
     <rect x="212" y="48" width="36" height="16" rx="4" fill="${c.cap ?? '#c9a227'}"/><rect x="198" y="170" width="84" height="54" rx="6" fill="${c.label ?? '#f4efe2'}"/>
     <rect x="208" y="186" width="64" height="6" rx="3" fill="${c.dark}"/><rect x="216" y="200" width="48" height="4" rx="2" fill="${c.dark}" fill-opacity="0.6"/>
     <path d="M226 100 v150" stroke="#ffffff" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>`,
  glass: (rnd, c) =>
    `${shadow(240, 262, 60, 16)}<path d="M185 70 h110 l-14 190 a10 10 0 0 1 -10 9 h-62 a10 10 0 0 1 -10 -9 Z" fill="#ffffff" fill-opacity="0.35" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
     <path d="M${c.full ? 190 : 193} ${c.full ? 95 : 120} h${c.full ? 100 : 94} l-12 ${c.full ? 165 : 140} a8 8 0 0 1 -8 7 h-58 a8 8 0 0 1 -8 -7 Z" fill="${c.main}"/>
     ${c.foam ? `<path d="M186 82 h108 l-2 20 h-104 Z" fill="#fbf6ea"/>` : dots(rnd, 18, 240, 190, 35, 60, ['#ffffff'], [1, 2.5])}
     <path d="M200 90 l10 160" stroke="#ffffff" stroke-opacity="0.45" stroke-width="6" stroke-linecap="round"/>`,
  wine: (rnd, c) =>
    `${shadow(240, 272, 50, 12)}<ellipse cx="240" cy="270" rx="48" ry="10" fill="#ffffff" fill-opacity="0.6"/><rect x="236" y="170" width="8" height="100" fill="#ffffff" fill-opacity="0.6"/>
     <path d="M180 50 h120 c 0 80 -20 120 -60 125 c -40 -5 -60 -45 -60 -125 Z" fill="#ffffff" fill-opacity="0.3" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
     <path d="M183 100 h114 c -4 45 -22 70 -57 73 c -35 -3 -53 -28 -57 -73 Z" fill="${c.main}"/><path d="M200 60 q-6 50 10 95" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5" fill="none"/>`,
  coffee: (rnd, c) =>
    `${shadow(240, 200, 120, 60)}<ellipse cx="240" cy="200" rx="120" ry="60" fill="#f7f5f0"/><ellipse cx="240" cy="196" rx="90" ry="42" fill="#e9e4da"/>
     <path d="M165 120 h150 v50 c 0 40 -40 62 -75 62 c -35 0 -75 -22 -75 -62 Z" fill="#ffffff"/><path d="M315 135 c 40 0 40 50 0 50" stroke="#ffffff" stroke-width="12" fill="none"/>
     <ellipse cx="240" cy="120" rx="75" ry="22" fill="#ffffff"/><ellipse cx="240" cy="122" rx="66" ry="17" fill="${c.main}"/>
     <path d="M215 122 q25 -14 50 0 q-25 12 -50 0" fill="#f1dfc2"/>`,
  strudel: (rnd, c) =>
    `${plate()}<path d="M140 180 C 140 130, 330 120, 340 160 C 345 195, 160 215, 140 180 Z" fill="${c.main}"/>
     ${[0, 1, 2, 3, 4].map((i) => `<path d="M${170 + i * 35} 140 q 10 30 0 60" stroke="${c.dark}" stroke-width="3" fill="none" stroke-opacity="0.7"/>`).join('')}
     ${dots(rnd, 120, 240, 160, 95, 30, ['#ffffff', '#f8f4ea'], [1, 2.2])}<ellipse cx="315" cy="215" rx="28" ry="14" fill="#fffaf0"/>`,
  cake: (rnd, c) =>
    `${plate()}<path d="M160 195 L 300 120 L 330 150 L 330 205 L 190 245 L 160 225 Z" fill="${c.dark}"/><path d="M160 195 L 300 120 L 330 150 L 190 225 Z" fill="${c.main}"/>
     <path d="M162 206 L 330 170" stroke="${c.light}" stroke-width="6"/><path d="M162 222 L 330 188" stroke="${c.light}" stroke-width="6"/>
     ${c.extra === 'cream' ? '<ellipse cx="330" cy="215" rx="28" ry="14" fill="#fffaf0"/>' : ''}${c.extra === 'fruit' ? dots(rnd, 10, 250, 160, 50, 18, ['#c0392b', '#8e44ad', '#e67e22'], [5, 8]) : ''}`,
  pancake: (rnd, c) =>
    `${plate()}${c.extra === 'rolls' ? [0, 1].map((i) => `<rect x="150" y="${130 + i * 48}" width="180" height="40" rx="20" fill="${c.main}" stroke="${c.dark}" stroke-width="2"/>`).join('') : blobs(rnd, 22, 240, 165, 75, 50, [c.main, c.dark, c.light], [14, 22])}
     ${dots(rnd, 160, 240, 165, 90, 55, ['#ffffff'], [1, 2])}${c.extra === 'rolls' ? '' : '<ellipse cx="330" cy="120" rx="30" ry="18" fill="#6b1d2a"/>'}`,
  chestnuts: (rnd) => `${shadow(240, 175, 130, 70)}<path d="M120 150 h240 l-30 90 h-180 Z" fill="#f1e6cf"/>${blobs(rnd, 18, 240, 150, 100, 28, ['#6b3a1e', '#8a4d27', '#d9b98a'], [16, 22])}`,
  goose: (rnd, c) =>
    `${plate()}<path d="M160 175 C 150 120, 280 100, 320 140 C 350 170, 300 215, 240 215 C 200 215, 165 205, 160 175 Z" fill="${c.main}"/>
     ${dots(rnd, 60, 240, 160, 70, 40, [c.light, c.dark], [1.5, 3])}${blobs(rnd, 5, 330, 200, 25, 15, ['#8e2a3a', '#6e1f2c'], [12, 16])}${blobs(rnd, 4, 175, 120, 20, 12, ['#e9c35a'], [14, 18])}`,
  buffet: (rnd) =>
    `${shadow(240, 170, 200, 95)}<rect x="40" y="80" width="400" height="180" rx="14" fill="#f7f5f0"/>
     ${[0, 1, 2].map((i) => `<ellipse cx="${120 + i * 120}" cy="130" rx="52" ry="32" fill="#ffffff" stroke="#e3ddd2" stroke-width="2"/>`).join('')}
     ${[0, 1, 2].map((i) => `<ellipse cx="${120 + i * 120}" cy="210" rx="52" ry="32" fill="#ffffff" stroke="#e3ddd2" stroke-width="2"/>`).join('')}
     ${blobs(rnd, 10, 120, 130, 35, 18, ['#d39a4a', '#b97c31'], [8, 12])}${blobs(rnd, 12, 240, 130, 35, 18, ['#6ab04c', '#e74c3c'], [6, 10])}${blobs(rnd, 10, 360, 130, 35, 18, ['#e79a9a', '#f6e3de'], [8, 12])}
     ${blobs(rnd, 10, 120, 210, 35, 18, ['#f3d36b', '#e0b94a'], [8, 12])}${blobs(rnd, 10, 240, 210, 35, 18, ['#8b5a35', '#c8955f'], [8, 12])}${blobs(rnd, 10, 360, 210, 35, 18, ['#f1c40f', '#e67e22'], [6, 10])}`,
  box: (rnd, c) =>
    `${shadow(240, 175, 170, 90)}<rect x="75" y="85" width="330" height="170" rx="16" fill="${c.box ?? '#caa87a'}"/><rect x="88" y="98" width="304" height="144" rx="10" fill="#fbf8f1"/>
     <rect x="88" y="98" width="150" height="144" rx="10" fill="#fbf8f1" stroke="${c.box ?? '#caa87a'}" stroke-width="6"/><line x1="238" y1="170" x2="392" y2="170" stroke="${c.box ?? '#caa87a'}" stroke-width="6"/>
     ${blobs(rnd, 10, 163, 170, 55, 50, [c.main, c.dark], [14, 20])}${blobs(rnd, 14, 315, 134, 60, 22, ['#6ab04c', '#4e8f34', '#e74c3c'], [8, 12])}${blobs(rnd, 8, 315, 206, 60, 22, ['#f2c14e', '#e9c35a'], [10, 14])}`,
  oil: (rnd) =>
    `${shadow(240, 268, 50, 14)}<path d="M220 50 h40 v50 c 0 10 30 20 30 50 v110 a14 14 0 0 1 -14 14 h-72 a14 14 0 0 1 -14 -14 v-110 c 0 -30 30 -40 30 -50 Z" fill="#2c3b12"/>
     <rect x="220" y="40" width="40" height="14" rx="4" fill="#1d1d1d"/><rect x="200" y="165" width="80" height="60" rx="6" fill="#efe6cf"/><circle cx="240" cy="195" r="16" fill="#3e5a16"/>${dots(rnd, 20, 360, 240, 40, 20, ['#3e5a16', '#2c4010'], [4, 6])}`,
  beans: (rnd) => `${shadow(240, 180, 150, 70)}<path d="M120 110 h240 v130 a18 18 0 0 1 -18 18 h-204 a18 18 0 0 1 -18 -18 Z" fill="#b58d5f"/><rect x="150" y="140" width="180" height="70" rx="6" fill="#f4ecdc"/><rect x="170" y="160" width="140" height="10" rx="5" fill="#5b3a22"/><rect x="190" y="180" width="100" height="6" rx="3" fill="#5b3a22" fill-opacity="0.6"/>${blobs(rnd, 30, 240, 280, 160, 18, ['#4a2c17', '#5e3a1f'], [6, 8])}`,
  voucher: () =>
    `${shadow(240, 170, 170, 80)}<rect x="70" y="90" width="340" height="160" rx="14" fill="#1f2a2e"/><rect x="86" y="106" width="308" height="128" rx="8" fill="none" stroke="#d4af37" stroke-width="3" stroke-dasharray="8 6"/>
     <path d="M300 90 v160" stroke="#c0392b" stroke-width="16"/><path d="M70 170 h340" stroke="#c0392b" stroke-width="16"/><circle cx="300" cy="170" r="22" fill="#e74c3c"/><circle cx="300" cy="170" r="9" fill="#c0392b"/>`,
}

/** Product key → motif and colours (products not listed keep no image and show the compact card). */
export const PHOTOS = {
  frittatensuppe: ['soup', { main: '#c98a2e', light: '#e3ae55', extra: 'strips' }, 'wood'],
  leberknoedelsuppe: ['soup', { main: '#c48a33', light: '#e0ad5c', extra: 'dumpling' }, 'oak'],
  gulaschsuppe: ['soup', { main: '#8e2d14', light: '#b8461f', extra: 'chunks' }, 'wood'],
  kuerbiscremesuppe: ['soup', { main: '#e07a1f', light: '#f3a13e', extra: 'cream' }, 'slate'],
  backhendlsalat: ['salad', { extra: 'chicken' }, 'oak'],
  'gemischter-salat': ['salad', {}, 'marble'],
  liptauerbrot: ['bread', { main: '#b7793f', light: '#d9a56a', extra: 'spread' }, 'wood'],
  'beef-tatar': ['carpaccio', { main: '#9e2a2b', dark: '#6d1a1b' }, 'slate'],
  'rote-rueben-carpaccio': ['carpaccio', { main: '#8e1f4a', dark: '#5e1231' }, 'marble'],
  'wiener-schnitzel': ['schnitzel', { main: '#d9a04a', light: '#e8b968', dark: '#b77d2c' }, 'wood'],
  tafelspitz: ['roast', { main: '#b07a5a', dark: '#7a4a32' }, 'linen'],
  zwiebelrostbraten: ['roast', { main: '#8b4a2b', dark: '#5a2a14', extra: 'onions' }, 'wood'],
  kaesespaetzle: ['pasta', { main: '#f0cf62', light: '#f7e08f', dark: '#d9b143', extra: 'onions' }, 'oak'],
  fiakergulasch: ['roast', { main: '#7e2a14', dark: '#5a1c0c' }, 'slate'],
  'backhendl-ganz': ['wings', { main: '#d59a45', dark: '#b97c31' }, 'wood'],
  sonntagsbraten: ['roast', { main: '#9c5a3a', dark: '#6b3820' }, 'linen'],
  baerlauchrisotto: ['pasta', { main: '#a8c47a', light: '#c4dc96', dark: '#86a85a' }, 'marble'],
  'pizza-margherita': ['pizza', { extra: 'basil' }, 'wood'],
  'pizza-diavola': ['pizza', { extra: 'salami' }, 'slate'],
  'pizza-nach-wahl': ['pizza', { extra: 'salami' }, 'oak'],
  flammkuchen: ['flatbread', { main: '#f5ecd6', light: '#b5523b', dark: '#f0d9a8' }, 'wood'],
  knoblauchbrot: ['bread', { main: '#c98b4b', light: '#e6b476' }, 'oak'],
  'genusswerk-burger': ['burger', {}, 'wood'],
  'veggie-burger': ['burger', { patty: '#6b8e3a' }, 'oak'],
  'buddha-bowl': ['bowl', {}, 'marble'],
  pommes: ['fries', {}, 'slate'],
  'chicken-wings': ['wings', { main: '#b5521f', dark: '#8a3a12' }, 'slate'],
  'mittagsmenue-klassik': ['box', { main: '#d9a04a', dark: '#b77d2c' }, 'linen'],
  'mittagsmenue-vegetarisch': ['box', { main: '#6ab04c', dark: '#4e8f34' }, 'linen'],
  'business-lunch-box': ['box', { main: '#9c5a3a', dark: '#6b3820', box: '#2c3e50' }, 'marble'],
  'familien-box': ['box', { main: '#d9a04a', dark: '#b5521f', box: '#b23a48' }, 'oak'],
  leberkaese: ['board', { extra: 'loaf' }, 'wood'],
  bergkaese: ['board', { extra: 'cheese' }, 'slate'],
  beinschinken: ['board', { extra: 'ham' }, 'oak'],
  kuerbiskernoel: ['oil', {}, 'linen'],
  erdaepfelsalat: ['salad', {}, 'oak'],
  bauernbrot: ['bread', { main: '#8a5530', light: '#b57a4a' }, 'linen'],
  apfelstrudel: ['strudel', { main: '#e0b068', dark: '#b9874a' }, 'wood'],
  sachertorte: ['cake', { main: '#3b1f14', dark: '#2a140c', light: '#c0392b', extra: 'cream' }, 'marble'],
  kaiserschmarrn: ['pancake', { main: '#e2b263', dark: '#c48d3a', light: '#f0cd8a' }, 'wood'],
  topfenpalatschinken: ['pancake', { main: '#f1d79a', dark: '#d9b56a', extra: 'rolls' }, 'linen'],
  fototorte: ['cake', { main: '#f6e7ef', dark: '#e8c9d8', light: '#c0392b', extra: 'fruit' }, 'marble'],
  hochzeitstorte: ['cake', { main: '#fbf7ee', dark: '#efe4cf', light: '#e9d9b6', extra: 'fruit' }, 'linen'],
  almdudler: ['bottle', { main: '#e5c07b', dark: '#7a5a1d', label: '#f6f0dd' }, 'oak'],
  roemerquelle: ['bottle', { main: '#8fc1d4', dark: '#1f5e7a', label: '#e8f4f8', cap: '#1f5e7a' }, 'marble'],
  'apfelsaft-gespritzt': ['glass', { main: '#e7b84c' }, 'oak'],
  'gruener-veltliner': ['wine', { main: '#e9e3a6' }, 'slate'],
  zweigelt: ['wine', { main: '#6e1423' }, 'wood'],
  marillenbrand: ['bottle', { main: '#f2d9a0', dark: '#b5651d', label: '#fff4dc', cap: '#b5651d' }, 'slate'],
  stiegl: ['glass', { main: '#e8a92e', foam: true, full: true }, 'wood'],
  melange: ['coffee', { main: '#b07a48' }, 'marble'],
  'buffet-wiener-art': ['buffet', {}, 'linen'],
  'fingerfood-platte': ['buffet', {}, 'slate'],
  gutschein: ['voucher', {}, 'oak'],
  'kaffee-hausmischung': ['beans', {}, 'wood'],
  martinigansl: ['goose', { main: '#b5651d', light: '#d98c3a', dark: '#8a4a14' }, 'wood'],
  maroni: ['chestnuts', {}, 'slate'],
  orangenpunsch: ['glass', { main: '#e8742a' }, 'wood'],
  kletzenbrot: ['bread', { main: '#5e3a22', light: '#8a5a38' }, 'linen'],
}

/** Branch and category pictures without any text (text in a picture showed through behind the branch name). */
export const SCENES = {
  'branch-wien': ['roast', { main: '#9c5a3a', dark: '#6b3820' }, 'wood'],
  'branch-graz': ['salad', {}, 'oak'],
  'branch-linz': ['buffet', {}, 'linen'],
  hero: ['schnitzel', { main: '#d9a04a', light: '#e8b968', dark: '#b77d2c' }, 'wood'],
}

export async function renderPhoto(key, [motif, colours, surfaceKind]) {
  const rnd = random(hash(key))
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${surface(surfaceKind, rnd)}${MOTIFS[motif](rnd, colours)}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/><defs><radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs></svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 62, effort: 6 }).toBuffer()
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.mkdirSync(OUT, { recursive: true })
  let total = 0
  for (const [key, spec] of [...Object.entries(PHOTOS), ...Object.entries(SCENES)]) {
    const data = await renderPhoto(key, spec)
    fs.writeFileSync(path.join(OUT, `${key}.webp`), data)
    total += data.length
  }
  console.log(`${Object.keys(PHOTOS).length + Object.keys(SCENES).length} Fotos, ${(total / 1024).toFixed(0)} KiB → seed/photos/`)
}

// Draws the reward badges (public/rewards/{light,dark}/{id}_fr.svg) and the demo avatars
// (public/demo/people/*.svg) used by the trust blocks. Run: node scripts/generate-trust-assets.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const rewards = {
  '100-perct': ['Club', '100 %', '#1f6fd1'],
  '100-perct-or': ['Club 100 %', 'Or', '#c9a227'],
  'cercle-legendes': ['Cercle des', 'légendes', '#6b3fa0'],
  chariman: ['Club du', 'Président', '#0b3a75'],
  diamant: ['Club', 'Diamant', '#3aa6c9'],
  'luminary-distinction': ['Luminaire de', 'distinction', '#d97706'],
  'paramount-off-excellence': ['Paramount', 'd’excellence', '#7c2d12'],
  pinacle: ['Club', 'Pinacle', '#0f766e'],
  platine: ['Club', 'Platine', '#6b7280'],
  pretige: ['Club', 'Prestige', '#9d174d'],
  'reussite-carriere': ['Réussite de', 'carrière', '#15803d'],
  select: ['Club', 'Sélect', '#2563eb'],
  'temple-renomee': ['Temple de la', 'renommée', '#a16207'],
  titan: ['Club', 'Titan', '#111827'],
};

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function badge([line1, line2, color], scheme) {
  const text = scheme === 'dark' ? '#ffffff' : '#12161c';
  const ring = scheme === 'dark' ? '#ffffff' : color;
  const face = scheme === 'dark' ? color : '#ffffff';
  const label = scheme === 'dark' ? '#ffffff' : color;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 240" width="200" height="240">
  <path d="M62 150 L40 232 L70 214 L88 240 L104 160 Z" fill="${color}" opacity="0.85"/>
  <path d="M138 150 L160 232 L130 214 L112 240 L96 160 Z" fill="${color}"/>
  <circle cx="100" cy="100" r="92" fill="${ring}"/>
  <circle cx="100" cy="100" r="82" fill="${face}"/>
  <circle cx="100" cy="100" r="74" fill="none" stroke="${label}" stroke-width="2" stroke-dasharray="3 5"/>
  <path d="M100 34 l7 14 15 2 -11 11 3 15 -14 -7 -14 7 3 -15 -11 -11 15 -2z" fill="${label}"/>
  <text x="100" y="112" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="19" font-weight="600" fill="${text}">${esc(line1)}</text>
  <text x="100" y="138" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="22" font-weight="800" fill="${label}">${esc(line2)}</text>
</svg>
`;
}

for (const scheme of ['light', 'dark']) {
  mkdirSync(`public/rewards/${scheme}`, { recursive: true });
  for (const [id, spec] of Object.entries(rewards)) writeFileSync(`public/rewards/${scheme}/${id}_fr.svg`, badge(spec, scheme));
}

const people = {
  'marie-claude-gagnon': ['MG', '#f4c7a1', '#7c3f1d'],
  'etienne-bouchard': ['EB', '#c7d8f4', '#1e3a8a'],
  'sophie-lavoie': ['SL', '#f4d1e0', '#831843'],
  'olivier-cote': ['OC', '#d1f0df', '#14532d'],
  'nadia-belanger': ['NB', '#fde68a', '#78350f'],
  'david-nguyen': ['DN', '#e0e7ff', '#3730a3'],
  'julie-tremblay': ['JT', '#dbeafe', '#003da5'],
  'francois-pelletier': ['FP', '#fee2e2', '#991b1b'],
  'amelie-fortin': ['AF', '#ede9fe', '#5b21b6'],
};

mkdirSync('public/demo/people', { recursive: true });
for (const [id, [initials, bg, fg]] of Object.entries(people)) {
  writeFileSync(
    `public/demo/people/${id}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
  <rect width="120" height="120" fill="${bg}"/>
  <circle cx="60" cy="48" r="22" fill="${fg}" opacity="0.18"/>
  <path d="M20 120 c4 -26 20 -38 40 -38 s36 12 40 38z" fill="${fg}" opacity="0.18"/>
  <text x="60" y="72" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="38" font-weight="700" fill="${fg}">${initials}</text>
</svg>
`,
  );
}

// Writes the demo blog illustrations (public/demo/blog/*.svg): one flat scene per article,
// with its own palette and motif, so cards are told apart at a glance. Run once; output is committed.
import { writeFileSync } from 'node:fs';

const palettes = [
  ['#1f4e79', '#9cc3e6', '#f4b942', '#ffffff'],
  ['#2e5e4e', '#a7d7c5', '#f28f3b', '#fdf6ec'],
  ['#5b3a70', '#d5b9e8', '#ffcf56', '#fff8f0'],
  ['#8c2f39', '#f4c3c2', '#f6e27f', '#fffaf3'],
  ['#224870', '#7fb7be', '#ef8354', '#f7f7f2'],
  ['#3d405b', '#e07a5f', '#f2cc8f', '#f4f1de'],
  ['#264653', '#2a9d8f', '#e9c46a', '#fefae0'],
  ['#4a4e69', '#9a8c98', '#f2e9e4', '#ffffff'],
];

const motifs = {
  house: (p) => `<rect x="470" y="300" width="260" height="190" fill="${p[3]}"/><polygon points="450,310 600,190 750,310" fill="${p[2]}"/><rect x="575" y="390" width="50" height="100" fill="${p[0]}"/><rect x="495" y="340" width="50" height="45" fill="${p[1]}"/><rect x="655" y="340" width="50" height="45" fill="${p[1]}"/>`,
  condo: (p) => `<rect x="430" y="170" width="150" height="320" fill="${p[3]}"/><rect x="600" y="240" width="170" height="250" fill="${p[2]}"/>${[0, 1, 2, 3, 4].map((r) => `<rect x="450" y="${190 + r * 58}" width="40" height="34" fill="${p[1]}"/><rect x="520" y="${190 + r * 58}" width="40" height="34" fill="${p[1]}"/>`).join('')}`,
  chart: (p) => `<rect x="420" y="380" width="60" height="110" fill="${p[1]}"/><rect x="510" y="320" width="60" height="170" fill="${p[3]}"/><rect x="600" y="260" width="60" height="230" fill="${p[2]}"/><rect x="690" y="200" width="60" height="290" fill="${p[3]}"/><polyline points="420,330 540,270 630,220 760,150" stroke="${p[2]}" stroke-width="10" fill="none"/>`,
  key: (p) => `<circle cx="500" cy="320" r="80" fill="none" stroke="${p[2]}" stroke-width="28"/><rect x="570" y="306" width="220" height="28" fill="${p[2]}"/><rect x="740" y="334" width="24" height="50" fill="${p[2]}"/><rect x="690" y="334" width="24" height="36" fill="${p[2]}"/>`,
  chalet: (p) => `<polygon points="430,490 600,220 770,490" fill="${p[3]}"/><polygon points="500,490 600,330 700,490" fill="${p[2]}"/><polygon points="250,490 330,330 410,490" fill="${p[0]}" opacity=".6"/><polygon points="820,490 900,300 980,490" fill="${p[0]}" opacity=".6"/>`,
  coins: (p) => `${[0, 1, 2, 3].map((i) => `<ellipse cx="520" cy="${450 - i * 34}" rx="90" ry="26" fill="${i % 2 ? p[2] : p[3]}" stroke="${p[0]}" stroke-width="4"/>`).join('')}${[0, 1, 2].map((i) => `<ellipse cx="700" cy="${450 - i * 34}" rx="90" ry="26" fill="${i % 2 ? p[3] : p[2]}" stroke="${p[0]}" stroke-width="4"/>`).join('')}`,
  document: (p) => `<rect x="480" y="160" width="240" height="320" rx="12" fill="${p[3]}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="515" y="${210 + i * 40}" width="${170 - (i % 2) * 50}" height="14" fill="${p[1]}"/>`).join('')}<circle cx="690" cy="430" r="44" fill="${p[2]}"/>`,
  snow: (p) => `<rect x="470" y="320" width="260" height="170" fill="${p[3]}"/><polygon points="440,330 600,210 760,330" fill="${p[3]}" stroke="${p[1]}" stroke-width="8"/>${[...Array(14)].map((_, i) => `<circle cx="${120 + ((i * 157) % 960)}" cy="${60 + ((i * 89) % 250)}" r="${6 + (i % 3) * 3}" fill="#fff"/>`).join('')}`,
};

const articles = [
  ['preparer-maison-vente', 'house'], ['premier-achat', 'key'], ['marche-laurentides', 'chalet'],
  ['hypotheque-taux', 'chart'], ['taxe-de-bienvenue', 'coins'], ['inspection-preachat', 'document'],
  ['condo-copropriete', 'condo'], ['home-staging', 'house'], ['marche-montreal', 'condo'],
  ['preapprobation', 'document'], ['vendre-hiver', 'snow'], ['rap-celiapp', 'coins'],
  ['marche-quebec', 'chart'], ['chalet-investissement', 'chalet'], ['multiplex', 'condo'],
  ['declaration-vendeur', 'document'],
];

articles.forEach(([name, motif], i) => {
  const p = palettes[(i + Math.floor(i / palettes.length)) % palettes.length];
  const sun = i % 2 ? `<circle cx="${200 + (i * 53) % 700}" cy="120" r="60" fill="${p[2]}" opacity=".8"/>` : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="${p[1]}"/>
<rect y="490" width="1200" height="140" fill="${p[0]}"/>
<circle cx="${1000 - (i * 71) % 500}" cy="${420 - (i * 37) % 200}" r="${180 + (i % 4) * 30}" fill="${p[0]}" opacity=".12"/>
${sun}
${motifs[motif](p)}
</svg>
`;
  writeFileSync(new URL(`../public/demo/blog/${name}.svg`, import.meta.url), svg);
});
console.log(`${articles.length} illustrations written`);

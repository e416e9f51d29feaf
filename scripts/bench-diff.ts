/**
 * `npm run bench:diff [blocks]`: compareVersions on two versions of an N-block page (200 by
 * default; target ≤ 1 s), in the process, without a database: each block of the older version
 * has both languages' title and rich text; the newer one retitles every tenth block, rewrites a
 * word of every fifth description, moves ten blocks, removes five and adds five. Prints the
 * median and max of BENCH_RUNS runs (10) with the load average and core count.
 */
import os from 'node:os';
// compareVersions labels fields from the block catalog, which each process entry loads.
import '@/blocks/catalog';
import type { Block } from '@/lib/content/types';
import { compareVersions } from '@/lib/editor/compare-versions';

function makePage(count: number): Block[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `image_text_block-${i.toString(16).padStart(8, '0')}`,
    block_type: i % 3 === 0 ? 'image_text_block' : i % 3 === 1 ? 'text_block_1' : 'cta_block',
    block_params: { color_scheme: 'normal' },
    fields: {
      main_title: { fr: `Titre du bloc ${i} pour une belle propriété`, en: `Title of block ${i} for a fine property` },
      description: {
        fr: `<p>Avant la mise en marché, nous visitons votre propriété ${i} avec une <strong>conseillère</strong> : quelques ajustements simples suffisent souvent.</p><ul><li>Photos professionnelles</li><li>Visite virtuelle</li></ul>`,
        en: `<p>Before listing, we visit your property ${i} with a <strong>consultant</strong>: a few simple changes often bring many more visits.</p><ul><li>Professional photos</li><li>Virtual tour</li></ul>`,
      },
      cta_repeater: [{ url: { fr: '/fr/evaluation', en: '/en/valuation' }, text: { fr: 'Évaluer', en: 'Valuation' } }],
    },
  }));
}

function edit(blocks: Block[]): Block[] {
  const next = structuredClone(blocks);
  next.forEach((block, i) => {
    const fields = block.fields as { main_title: { fr: string }; description: { en: string } };
    if (i % 10 === 0) fields.main_title.fr = `Nouveau titre ${i}`;
    if (i % 5 === 0) fields.description.en = fields.description.en.replace('simple', 'small');
  });
  for (let k = 0; k < 10; k++) next.splice(k * 3, 0, next.splice(next.length - 1 - k * 7, 1)[0]!);
  for (let k = 0; k < 5; k++) next.splice(20 + k * 30, 1);
  for (let k = 0; k < 5; k++) next.splice(k * 40, 0, { id: `new-${k}`, block_type: 'spacer_block', fields: {} });
  return next;
}

export async function main(args: string[]): Promise<void> {
  const count = Number(args[0] || process.env.BENCH_BLOCKS || 200);
  const runs = Number(process.env.BENCH_RUNS || 10);
  const before = makePage(count);
  const after = edit(before);
  const times: number[] = [];
  let changes = 0;
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    const result = compareVersions({ fields: { title: { fr: 'Accueil' } }, blocks: before }, { fields: { title: { fr: 'Accueil' } }, blocks: after });
    times.push(performance.now() - start);
    changes = result.blocks.length;
  }
  const first = times[0]!;
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `compareVersions, ${count} blocks, ${changes} changed blocks: median ${ms(times[Math.floor(times.length / 2)]!)}, max ${ms(times[times.length - 1]!)} over ${runs} runs (first, cold: ${ms(first)}); load average ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}, ${os.cpus().length} cores`,
  );
}

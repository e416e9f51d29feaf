/** Reward identifiers of spec 001 section 3 (their spelling is the content service's). */
export const rewardIds = [
  '100-perct',
  '100-perct-or',
  'cercle-legendes',
  'chariman',
  'diamant',
  'luminary-distinction',
  'paramount-off-excellence',
  'pinacle',
  'platine',
  'pretige',
  'reussite-carriere',
  'select',
  'temple-renomee',
  'titan',
] as const;
export type RewardId = (typeof rewardIds)[number];

/**
 * The badge image: one per colour scheme (light badges for light grounds, dark ones for
 * dark grounds), named with the French suffix like the content service's rewards folder.
 */
export function rewardImage(id: RewardId, scheme: 'light' | 'dark'): string {
  return `/rewards/${scheme}/${id}_fr.svg`;
}

import type { BlockDefinition } from '../types';
import { officesBlock } from '../offices-block';
import { officesMapBlock } from '../offices-map-block';
import { mapFullwidthBlock } from '../map-fullwidth-block';
import { coordinatesMapBlock } from '../coordinates-map-block';
import { partnersBlock } from '../partners-block';
import { bankPartnersBlock } from '../bank-partners-block';

/** Places and partners: offices (grid, with map), maps, partners and bank partners. */
export const placesBlocks: BlockDefinition[] = [
  officesBlock,
  officesMapBlock,
  mapFullwidthBlock,
  coordinatesMapBlock,
  partnersBlock,
  bankPartnersBlock,
];

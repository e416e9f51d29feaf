import { defineBlockSpec } from '@/blocks/define-spec';
import { heroSearchBarDemo } from './demo';
import { heroSearchBarSchema } from './schema';

export const heroSearchBarBlockSpec = defineBlockSpec({
  type: 'hero_search_bar_block',
  category: 'heroes',
  clientMessages: ['search'],
  label: { fr: 'Héros : barre de recherche de propriétés', en: 'Hero: property search bar' },
  schema: heroSearchBarSchema,
  demo: heroSearchBarDemo,
});

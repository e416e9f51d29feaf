import { defineBlock } from '@/blocks/define-block';
import { heroSearchBarDemo } from './demo';
import { HeroSearchBar } from './HeroSearchBar';
import { heroSearchBarSchema } from './schema';

export const heroSearchBarBlock = defineBlock({
  type: 'hero_search_bar_block',
  category: 'heroes',
  clientMessages: ['search'],
  label: { fr: 'Héros : barre de recherche de propriétés', en: 'Hero: property search bar' },
  schema: heroSearchBarSchema,
  component: HeroSearchBar,
  demo: heroSearchBarDemo,
});

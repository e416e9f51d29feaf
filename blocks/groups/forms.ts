import type { BlockDefinition } from '../types';
import { contactFormBlock } from '../contact-form';
import { contactInfosBlock } from '../contact-infos';
import { landingHeroBlock } from '../landing-hero';
import { propertyAlertBlock } from '../property-alert';
import { propertyValuationBlock } from '../property-valuation';

/** Forms blocks: contact form and contact infos, property alert and valuation, landing hero (a form hero). */
export const formsBlocks: BlockDefinition[] = [contactFormBlock, contactInfosBlock, propertyAlertBlock, propertyValuationBlock, landingHeroBlock];

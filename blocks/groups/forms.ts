import type { BlockDefinition } from '../types';
import { contactFormBlock } from '../contact-form-block';
import { contactInfosBlock } from '../contact-infos-block';
import { landingHeroBlock } from '../landing-hero-block';
import { propertyAlertBlock } from '../property-alert-block';
import { propertyValuationBlock } from '../property-valuation-block';

/** Forms blocks: contact form and contact infos, property alert and valuation, landing hero (a form hero). */
export const formsBlocks: BlockDefinition[] = [contactFormBlock, contactInfosBlock, propertyAlertBlock, propertyValuationBlock, landingHeroBlock];

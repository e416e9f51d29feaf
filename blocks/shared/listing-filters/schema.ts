import { z } from 'zod';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';

/**
 * Pieces of the listing filters an editor sets on the properties blocks, shared so the
 * editor recognises them (builder/config/fields/content-kinds tags these very objects)
 * and gives them a municipality picker and a labelled type select instead of raw JSON.
 */

/** 5-digit MUN_CODEs. */
export const municipalityCodesSchema = z.array(z.string().regex(/^\d{5}$/));

/** One property type code (spec 000 section 3). */
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);

import type { z } from 'zod';
import { defineBlockSpec } from '@/blocks/define-spec';
import type { BlockSpec } from '@/lib/content/block-spec';
import { demoLinks, demoLogos } from './demo';
import { headerOrientation } from './schema';

/**
 * The spec of a header block (classic, megamenu, out of norm): in the headers category,
 * centred or left (orientation_x), and a demo with the logos, the valuation button and
 * the SMS link before its own menu fields.
 */
export function headerBlockSpec<S extends z.ZodType>(spec: {
  type: string;
  label: { fr: string; en: string };
  schema: S;
  orientation: (typeof headerOrientation)[number];
  demo: Partial<z.input<S>>;
}): BlockSpec<S> {
  return defineBlockSpec({
    type: spec.type,
    category: 'headers',
    label: spec.label,
    schema: spec.schema,
    params: { orientation_x: headerOrientation },
    demoParams: { orientation_x: spec.orientation },
    demo: { ...demoLogos, cta_button: demoLinks.valuation, cta_sms: demoLinks.sms, ...spec.demo } as z.input<S>,
  });
}

import type { z } from 'zod';
import { defineBlockSpec } from '@/blocks/define-spec';
import type { BlockSpec } from '@/lib/content/block-spec';
import type { multiStepFormSchema } from './schema';

type Texts = { fr: string; en: string };

/**
 * The spec of a multi-step lead form block (property alert, valuation): a form in the
 * forms category whose islands read the forms messages; its demo badge is its label, its
 * start button says Start and its side media is one illustration.
 */
export function multiStepFormBlockSpec<S extends z.ZodType<z.output<typeof multiStepFormSchema>, z.input<typeof multiStepFormSchema>>>(spec: {
  type: string;
  label: Texts;
  schema: S;
  demo: { title: Texts; description: Texts; illustration: { url: string; alt: Texts } };
}): BlockSpec<S> {
  const { title, description, illustration } = spec.demo;
  return defineBlockSpec({
    type: spec.type,
    category: 'forms',
    clientMessages: ['forms'],
    label: spec.label,
    schema: spec.schema,
    demo: {
      badge_text: spec.label,
      main_title: title,
      description,
      start_button_text: { fr: 'Débuter', en: 'Start' },
      side_media: {
        media: {
          fr: { url: illustration.url, alt: illustration.alt.fr },
          en: { url: illustration.url, alt: illustration.alt.en },
        },
      },
    } as z.input<S>,
  });
}

import type { BlockComponentProps } from '@/blocks/types';
import { MultiStepSection } from '@/blocks/multi-step-shared/MultiStepSection';
import { PropertyValuationForm } from './PropertyValuationForm.client';
import type { PropertyValuationFields } from './schema';

export function PropertyValuation({ fields, ctx }: BlockComponentProps<PropertyValuationFields>) {
  return (
    <MultiStepSection fields={fields} ctx={ctx} kind="valuation">
      {(texts, media) => (
        <PropertyValuationForm texts={texts} media={media} showConsent={fields.show_consent} termsHref={ctx.routes.terms} privacyHref={ctx.routes.privacy} />
      )}
    </MultiStepSection>
  );
}

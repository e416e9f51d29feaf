import type { BlockComponentProps } from '@/blocks/types';
import { MultiStepSection } from '@/blocks/shared/multi-step/MultiStepSection';
import { consentShown } from '@/blocks/contact-form-block/consent';
import { PropertyValuationForm } from './PropertyValuationForm.lazy';
import type { PropertyValuationFields } from '@/blocks/property-valuation-block/schema';

export function PropertyValuation({ fields, ctx }: BlockComponentProps<PropertyValuationFields>) {
  return (
    <MultiStepSection fields={fields} ctx={ctx} kind="valuation">
      {(texts, media) => (
        <PropertyValuationForm texts={texts} media={media} showConsent={consentShown(fields.consent_override, ctx)} termsHref={ctx.routes.terms} privacyHref={ctx.routes.privacy} />
      )}
    </MultiStepSection>
  );
}

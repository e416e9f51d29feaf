import type { BlockComponentProps } from '@/blocks/types';
import { MultiStepSection } from '@/blocks/shared/multi-step/MultiStepSection';
import { consentShown } from '@/blocks/contact-form-block/consent';
import { PropertyAlertForm } from './PropertyAlertForm.lazy';
import type { PropertyAlertFields } from '@/blocks/property-alert-block/schema';

export function PropertyAlert({ fields, ctx }: BlockComponentProps<PropertyAlertFields>) {
  return (
    <MultiStepSection fields={fields} ctx={ctx} kind="alert">
      {(texts, media) => (
        <PropertyAlertForm texts={texts} media={media} showConsent={consentShown(fields.consent_override, ctx)} termsHref={ctx.routes.terms} privacyHref={ctx.routes.privacy} />
      )}
    </MultiStepSection>
  );
}

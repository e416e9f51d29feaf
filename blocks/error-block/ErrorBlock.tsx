import type { BlockComponentProps } from '@/blocks/types';
import { pick } from '@/lib/i18n/locales';
import { ErrorView } from './ErrorView';
import type { ErrorBlockFields } from '@/blocks/error-block/schema';

export function ErrorBlock({ fields, ctx }: BlockComponentProps<ErrorBlockFields>) {
  return (
    <ErrorView
      statusCode={fields.status_code}
      title={pick(fields.main_title, ctx.locale) || undefined}
      message={pick(fields.description, ctx.locale) || undefined}
      action={fields.action}
      locale={ctx.locale}
      showSpinner={fields.show_spinner}
    />
  );
}

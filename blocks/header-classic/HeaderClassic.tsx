import type { BlockComponentProps } from '@/blocks/types';
import { HeaderShell } from '@/blocks/shared/header/HeaderShell';
import type { HeaderClassicFields } from '@/blocks/header-classic/schema';

export function HeaderClassic({ fields, params, ctx }: BlockComponentProps<HeaderClassicFields>) {
  return <HeaderShell kind="classic" fields={fields} params={params} ctx={ctx} />;
}

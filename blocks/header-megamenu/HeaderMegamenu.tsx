import type { BlockComponentProps } from '@/blocks/types';
import { HeaderShell } from '@/blocks/shared/header/HeaderShell';
import type { HeaderMegamenuFields } from '@/blocks/header-megamenu/schema';

export function HeaderMegamenu({ fields, params, ctx }: BlockComponentProps<HeaderMegamenuFields>) {
  return <HeaderShell kind="megamenu" fields={fields} params={params} ctx={ctx} />;
}

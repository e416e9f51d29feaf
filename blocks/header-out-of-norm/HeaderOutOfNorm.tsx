import type { BlockComponentProps } from '@/blocks/types';
import { HeaderShell } from '@/blocks/shared/header/HeaderShell';
import type { HeaderOutOfNormFields } from '@/blocks/header-out-of-norm/schema';
import styles from './styles.module.pcss';

export function HeaderOutOfNorm({ fields, params, ctx }: BlockComponentProps<HeaderOutOfNormFields>) {
  return <HeaderShell kind="out-of-norm" fields={fields} params={params} ctx={ctx} className={styles.outOfNorm} />;
}

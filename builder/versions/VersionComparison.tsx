import { useLocale, useTranslations } from 'next-intl';
import type { BlockChange, FieldChange, VersionComparison as Comparison } from '@/lib/editor/compare-versions';
import styles from './styles.module.css';

/**
 * A comparison as lib/editor/compare-versions gives it: the item's own fields, then one group
 * per block (its catalogue label, what happened to it and where), each changed value with its
 * language, before and after, and a word diff where both sides are text.
 */
export function VersionComparison({ comparison }: { comparison: Comparison }) {
  const t = useTranslations('editor.versions');
  const locale = useQaLocale();
  if (comparison.unchanged) return <p role="status">{t('no-difference')}</p>;
  return (
    <ol className={styles.groups}>
      {comparison.fields.length > 0 ? (
        <li className={styles.group}>
          <h4>{t('item-fields')}</h4>
          <FieldList fields={comparison.fields} />
        </li>
      ) : null}
      {comparison.blocks.map((block) => (
        <li key={`${block.locale ?? ''}:${block.id}`} className={styles.group}>
          <h4>
            {block.label[locale]} <span className={styles.status}>— {blockStatus(block, t)}</span>
            {block.locale ? <span className={styles.status}> · {t('block-list', { language: t(`language-${block.locale}`) })}</span> : null}
          </h4>
          {block.fields.length === 0 ? null : block.change === 'added' || block.change === 'removed' ? (
            // A whole block's values are long: one click away, the status above says what happened.
            <details className={styles.more}>
              <summary>{t('block-values', { count: block.fields.length })}</summary>
              <FieldList fields={block.fields} />
            </details>
          ) : (
            <FieldList fields={block.fields} />
          )}
        </li>
      ))}
    </ol>
  );
}

function useQaLocale(): 'fr' | 'en' {
  return useLocale() === 'en' ? 'en' : 'fr';
}

function blockStatus(block: BlockChange, t: ReturnType<typeof useTranslations<'editor.versions'>>): string {
  if (block.change === 'added') return t('block-added', { position: block.position.after ?? 0 });
  if (block.change === 'removed') return t('block-removed', { position: block.position.before ?? 0 });
  if (block.change === 'moved') return t('block-moved', { from: block.position.before ?? 0, to: block.position.after ?? 0 });
  return t('block-changed', { position: block.position.after ?? 0 });
}

function FieldList({ fields }: { fields: FieldChange[] }) {
  const t = useTranslations('editor.versions');
  const locale = useQaLocale();
  return (
    <ul className={styles.fields}>
      {fields.map((field) => (
        <li key={field.path.join('.')} className={styles.field}>
          <p className={styles.fieldHead}>
            <span className={styles.fieldName}>{field.label[locale]}</span>
            {field.locale ? (
              <span className={styles.lang} title={t(`language-${field.locale}`)}>
                <span aria-hidden="true">{field.locale}</span>
                <span className="visually-hidden">{t(`language-${field.locale}`)}</span>
              </span>
            ) : null}
          </p>
          {field.words ? (
            <p className={styles.words}>
              {field.words.map((part, index) =>
                part.change === 'same' ? (
                  <span key={index}>{part.text}</span>
                ) : part.change === 'ins' ? (
                  <ins key={index}>
                    <span className="visually-hidden">[{t('inserted')} </span>
                    {part.text}
                    <span className="visually-hidden"> {t('inserted-end')}]</span>
                  </ins>
                ) : (
                  <del key={index}>
                    <span className="visually-hidden">[{t('deleted')} </span>
                    {part.text}
                    <span className="visually-hidden"> {t('deleted-end')}]</span>
                  </del>
                ),
              )}
            </p>
          ) : null}
          {field.words ? (
            // The word diff already shows both; the whole values stay one click away.
            <details className={styles.more}>
              <summary>{t('whole-values')}</summary>
              <Values field={field} />
            </details>
          ) : (
            <Values field={field} />
          )}
        </li>
      ))}
    </ul>
  );
}

function Values({ field }: { field: FieldChange }) {
  const t = useTranslations('editor.versions');
  return (
    <dl className={styles.values}>
      <div>
        <dt>{t('before')}</dt>
        <dd>{field.before || t('empty-value')}</dd>
      </div>
      <div>
        <dt>{t('after')}</dt>
        <dd>{field.after || t('empty-value')}</dd>
      </div>
    </dl>
  );
}

import { useTranslations } from 'next-intl';
import type { BlockComponentProps } from '@/blocks/types';
import { Icon } from '@/blocks/shared/content/Icon';
import { PlacesSection } from '@/blocks/shared/places/PlacesSection';
import { EditorNote } from '@/blocks/shared/places/SectionHeader';
import type { BankCardData } from '@/lib/partners/view';
import type { BankPartnersBlockFields } from '@/blocks/bank-partners-block/schema';
import styles from './styles.module.pcss';

/** bank_partners_block: one card per bank, its logo and its employees; all banks show (spec 001 §9). */
export function BankPartnersBlock({ fields, ctx, id, coreData }: BlockComponentProps<BankPartnersBlockFields>) {
  const t = useTranslations('places.banks');
  const banks = (coreData as { banks?: BankCardData[] } | undefined)?.banks;
  return (
    <PlacesSection id={id} fields={fields} ctx={ctx}>
      {!banks ? (
        <EditorNote text={t('editor-note')} />
      ) : banks.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {banks.map((bank) => (
            <li key={bank.id}>
              <article className={styles.card} data-bank={bank.id}>
                <header className={styles.bankHeader}>
                  {bank.logo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs
                    <img className={styles.logo} src={bank.logo.url} alt={bank.logo.alt} loading="lazy" decoding="async" />
                  ) : null}
                  <h3 className={styles.bankName}>{bank.name}</h3>
                </header>
                {bank.employees.length > 0 ? (
                  <>
                    <p className={styles.employeesTitle}>{t('employees')}</p>
                    <ul className={styles.employees}>
                      {bank.employees.map((e) => (
                        <li key={e.name} className={styles.employee}>
                          {e.avatar ? (
                            // eslint-disable-next-line @next/next/no-img-element -- collection images are plain URLs
                            <img className={styles.avatar} src={e.avatar.url} alt="" loading="lazy" decoding="async" />
                          ) : null}
                          <div>
                            <p className={styles.name}>{e.name}</p>
                            {e.subtitle ? <p className={styles.subtitle}>{e.subtitle}</p> : null}
                            <ul className={styles.items}>
                              {e.list_items.map((item, index) => (
                                <li key={index}>
                                  {item.icon ? <Icon icon={item.icon} /> : null}
                                  {item.url ? <a href={item.url}>{item.text}</a> : <span>{item.text}</span>}
                                </li>
                              ))}
                            </ul>
                          </div>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </PlacesSection>
  );
}

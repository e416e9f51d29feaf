import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getBankPartners, getPartners } from './cached';
import { bankCardData, partnerCardData, type BankCardData, type PartnerCardData } from './view';

/** Server core data of partners_block: every partner of the site, in the page's locale. */
export async function loadPartnersBlockData(siteId: string, locale: Locale): Promise<{ partners: PartnerCardData[] }> {
  return { partners: (await getPartners(siteId)).map((p) => partnerCardData(p, locale)) };
}

/** Server core data of bank_partners_block: every bank with its employees. */
export async function loadBankPartnersBlockData(siteId: string, locale: Locale): Promise<{ banks: BankCardData[] }> {
  return { banks: (await getBankPartners(siteId)).map((b) => bankCardData(b, locale)) };
}

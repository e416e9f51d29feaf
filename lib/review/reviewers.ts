import type { Role } from '@/lib/auth/roles';
import { identityOf, type AdvertisingIdentity } from '@/lib/compliance/identity';

/** Who is asking: their role on the site and the member a broker is linked to. */
export interface ReviewerAccess {
  role: Role;
  memberId: number | null;
}

/**
 * Who decides submissions on a site: its site admins (and platform admins), and the agency's
 * executive officer named in the site's advertising settings, whatever their role there (the
 * person the OACIQ holds answerable for the brokers' advertising).
 */
export function mayReview(site: { advertising?: Partial<AdvertisingIdentity> }, access: ReviewerAccess): boolean {
  if (access.role === 'site_admin' || access.role === 'platform_admin') return true;
  const officer = identityOf(site.advertising).executive_officer_id;
  return officer !== null && access.memberId === officer;
}

import { sql as content } from './0001-content';
import { sql as meta } from './0002-meta';
import { sql as listings } from './0003-listings';
import { sql as leads } from './0004-leads';
import { sql as editor } from './0005-editor';
import { sql as localeChanges } from './0006-locale-changes';
import { sql as people } from './0007-people';
import { sql as blog } from './0008-blog';
import { sql as listingsScale } from './0014-listings-scale';
import { sql as membersExtra } from './0009-members-extra';
import { sql as accounts } from './0030-accounts';
import { sql as accountMail } from './0031-account-mail';
import { sql as media } from './0040-media';
import { sql as listingSources } from './0050-listing-sources';
import { sql as feedPhotos } from './0051-feed-photos';
import { sql as feedOpenHouses } from './0052-feed-open-houses';
import { sql as listingPhotoAlts } from './0053-listing-photo-alts';
import { sql as manualPhotoAlts } from './0054-manual-photo-alts';
import { sql as sitesAdmin } from './0032-sites-admin';
import { sql as savedSearches } from './0060-saved-searches';
import { sql as activityDetail } from './0061-activity-detail';
import { sql as advertisingIdentity } from './0062-advertising-identity';
import { sql as savedSearchesPendingEmail } from './0063-saved-searches-pending-email';
import { sql as jobRuns } from './0064-job-runs';
import { sql as consentRecords } from './0065-consent-records';
import { sql as listingContracts } from './0067-listing-contracts';
import { sql as saleAuthorisations } from './0068-sale-authorisations';
import { sql as publicListingIndexes } from './0069-public-listing-indexes';
import { sql as reviewSteps } from './0070-review-steps';
import { sql as publishSchedules } from './0071-publish-schedules';
import { sql as myData } from './0072-my-data';
import { sql as deliveryLog } from './0073-delivery-log';
import { sql as complianceChecks } from './0074-compliance-checks';
import { sql as listingVersions } from './0075-listing-versions';
import { sql as feedHeldBack } from './0076-feed-held-back';
import { sql as saleReviewContractSchedules } from './0078-sale-review-contract-schedules';
import { sql as listingChangeStatements } from './0080-listing-change-statements';
import { sql as sitePageIndex } from './0079-site-page-index';
import { sql as siteHostIndex } from './0083-site-host-index';

/** Every migration, in order. Add a file NNNN-name.ts and list it here; never edit an applied one. */
export const migrations: { version: string; sql: string }[] = [
  { version: '0001-content', sql: content },
  { version: '0002-meta', sql: meta },
  { version: '0003-listings', sql: listings },
  { version: '0004-leads', sql: leads },
  { version: '0005-editor', sql: editor },
  { version: '0006-locale-changes', sql: localeChanges },
  { version: '0007-people', sql: people },
  { version: '0008-blog', sql: blog },
  { version: '0014-listings-scale', sql: listingsScale },
  { version: '0009-members-extra', sql: membersExtra },
  { version: '0030-accounts', sql: accounts },
  { version: '0031-account-mail', sql: accountMail },
  { version: '0040-media', sql: media },
  { version: '0050-listing-sources', sql: listingSources },
  { version: '0051-feed-photos', sql: feedPhotos },
  { version: '0052-feed-open-houses', sql: feedOpenHouses },
  { version: '0053-listing-photo-alts', sql: listingPhotoAlts },
  { version: '0054-manual-photo-alts', sql: manualPhotoAlts },
  { version: '0032-sites-admin', sql: sitesAdmin },
  { version: '0060-saved-searches', sql: savedSearches },
  { version: '0061-activity-detail', sql: activityDetail },
  { version: '0062-advertising-identity', sql: advertisingIdentity },
  { version: '0063-saved-searches-pending-email', sql: savedSearchesPendingEmail },
  { version: '0064-job-runs', sql: jobRuns },
  { version: '0065-consent-records', sql: consentRecords },
  { version: '0067-listing-contracts', sql: listingContracts },
  { version: '0068-sale-authorisations', sql: saleAuthorisations },
  { version: '0069-public-listing-indexes', sql: publicListingIndexes },
  { version: '0070-review-steps', sql: reviewSteps },
  { version: '0071-publish-schedules', sql: publishSchedules },
  { version: '0072-my-data', sql: myData },
  { version: '0073-delivery-log', sql: deliveryLog },
  { version: '0074-compliance-checks', sql: complianceChecks },
  { version: '0076-feed-held-back', sql: feedHeldBack },
  { version: '0075-listing-versions', sql: listingVersions },
  { version: '0078-sale-review-contract-schedules', sql: saleReviewContractSchedules },
  { version: '0080-listing-change-statements', sql: listingChangeStatements },
  { version: '0079-site-page-index', sql: sitePageIndex },
  { version: '0083-site-host-index', sql: siteHostIndex },
];

export { rules, ruleOf, type Rule, type RuleId, type Severity } from './rules';
export { advertisingIdentitySchema, agencyDesignation, agencyMention, agencyMentions, identityOf, licenceNumberSchema, practiceKinds, type AdvertisingIdentity, type PracticeKind } from './identity';
export { licenceName, memberMentionLines, missingMentions, siteMentions, type LicensedPerson, type Mentions, type MissingMention } from './mentions';
export { addMonths, photoStatus, type PhotoStatus } from './photo-age';
export { figureRepeaters, figureSourceProblems, SOURCE_DATE, type FigureProblem } from './figure-sources';
export { contractRunningSql, contractState, contractStateSql, QUEBEC_TODAY_SQL, type ContractState } from './listing-contract';
export { publicPriceSql, soldAdvertisedSql, soldDisplay, type SaleAuthorisation, type SoldDisplay } from './sold-authorisation';
export { CONSENT_METHODS, testimonialConsentFields, testimonialConsentProblems, testimonialRepeaters, type ConsentMethod, type ConsentProblem } from './testimonial-consent';

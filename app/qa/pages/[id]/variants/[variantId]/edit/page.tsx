/** /qa/pages/:id/variants/:variantId/edit: an A/B variant in the Puck workspace. */
export { default } from '@/builder/pages/VariantEditScreen';
